#!/usr/bin/python3
# SPDX-License-Identifier: LGPL-2.1-or-later
# A heart-rate strap for BlueZoo: BlueZ's example-gatt-server (its Heart Rate service) and
# example-advertisement (Debian's bluez-test-scripts) in one process, patched for BlueZoo, which is
# strict about properties: the service and characteristic leave out `Characteristics` and
# `Descriptors`, the advertisement its manufacturer and service data, and the adapter is made
# `Discoverable`. Also: the adapter is chosen by argument (BlueZoo runs two), the local name is
# the strap's name, and notifications come every HR_STRAP_INTERVAL_MS (default 250: four a
# second, like a real strap) with bpm from HR_STRAP_BPM (a comma list, cycled; default 90..130).
# HR_STRAP_MALFORMED=1 sends, between good ones, a short packet, 0 bpm, 300 bpm and a flag for RR
# intervals that are not there. HR_STRAP_NO_MEASUREMENT=1 makes it a device that advertises the
# Heart Rate service but has no measurement: its one characteristic is Body Sensor Location (0x2A38).
# Usage: hr-strap.py ADAPTER_PATH NAME

import os
import sys

import dbus
import dbus.exceptions
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

BLUEZ = 'org.bluez'
GATT_MANAGER_IFACE = 'org.bluez.GattManager1'
LE_ADVERTISING_MANAGER_IFACE = 'org.bluez.LEAdvertisingManager1'
DBUS_OM_IFACE = 'org.freedesktop.DBus.ObjectManager'
DBUS_PROP_IFACE = 'org.freedesktop.DBus.Properties'
GATT_SERVICE_IFACE = 'org.bluez.GattService1'
GATT_CHRC_IFACE = 'org.bluez.GattCharacteristic1'
LE_ADVERTISEMENT_IFACE = 'org.bluez.LEAdvertisement1'
HR_UUID = '0000180d-0000-1000-8000-00805f9b34fb'
HR_MSRMT_UUID = '00002a37-0000-1000-8000-00805f9b34fb'
if os.environ.get('HR_STRAP_NO_MEASUREMENT') == '1':
    HR_MSRMT_UUID = '00002a38-0000-1000-8000-00805f9b34fb'


class InvalidArgsException(dbus.exceptions.DBusException):
    _dbus_error_name = 'org.freedesktop.DBus.Error.InvalidArgs'


class Application(dbus.service.Object):
    def __init__(self, bus):
        self.path = '/'
        self.service = HeartRateService(bus, 0)
        dbus.service.Object.__init__(self, bus, self.path)

    @dbus.service.method(DBUS_OM_IFACE, out_signature='a{oa{sa{sv}}}')
    def GetManagedObjects(self):
        chrc = self.service.measurement
        return {self.service.get_path(): self.service.get_properties(), chrc.get_path(): chrc.get_properties()}


class HeartRateService(dbus.service.Object):
    def __init__(self, bus, index):
        self.path = '/org/bluez/example/service' + str(index)
        dbus.service.Object.__init__(self, bus, self.path)
        self.measurement = HeartRateMeasurementChrc(bus, 0, self)

    def get_properties(self):
        # Patched: no 'Characteristics' (BlueZoo refuses it).
        return {GATT_SERVICE_IFACE: {'UUID': HR_UUID, 'Primary': True}}

    def get_path(self):
        return dbus.ObjectPath(self.path)

    @dbus.service.method(DBUS_PROP_IFACE, in_signature='s', out_signature='a{sv}')
    def GetAll(self, interface):
        if interface != GATT_SERVICE_IFACE:
            raise InvalidArgsException()
        return self.get_properties()[GATT_SERVICE_IFACE]


class HeartRateMeasurementChrc(dbus.service.Object):
    def __init__(self, bus, index, service):
        self.path = service.path + '/char' + str(index)
        self.service = service
        dbus.service.Object.__init__(self, bus, self.path)
        self.notifying = False
        self.count = 0
        self.energy_expended = 0
        pattern = os.environ.get('HR_STRAP_BPM', '')
        self.pattern = [int(x) for x in pattern.split(',') if x.strip()] or list(range(90, 131, 5))
        self.interval = int(os.environ.get('HR_STRAP_INTERVAL_MS', '250'))
        self.malformed = os.environ.get('HR_STRAP_MALFORMED') == '1'
        self.bad = [[0x10], [0x06, 0], [0x07, 0x2C, 0x01], [0x10, 80, 0x00]]

    def get_properties(self):
        # Patched: no 'Descriptors' (BlueZoo refuses it).
        return {GATT_CHRC_IFACE: {'Service': self.service.get_path(), 'UUID': HR_MSRMT_UUID, 'Flags': ['notify']}}

    def get_path(self):
        return dbus.ObjectPath(self.path)

    @dbus.service.method(DBUS_PROP_IFACE, in_signature='s', out_signature='a{sv}')
    def GetAll(self, interface):
        if interface != GATT_CHRC_IFACE:
            raise InvalidArgsException()
        return self.get_properties()[GATT_CHRC_IFACE]

    def notify(self):
        if not self.notifying:
            return False
        if self.malformed and self.count % 2 == 1:
            value = self.bad[(self.count // 2) % len(self.bad)]
        else:
            bpm = self.pattern[(self.count // (2 if self.malformed else 1)) % len(self.pattern)]
            value = [0x06, bpm]
            if self.count % 10 == 0:
                value[0] |= 0x08
                value += [self.energy_expended & 0xff, (self.energy_expended >> 8) & 0xff]
            self.energy_expended = min(0xffff, self.energy_expended + 1)
        self.count += 1
        self.PropertiesChanged(GATT_CHRC_IFACE, {'Value': dbus.Array(value, signature='y')}, [])
        return True

    @dbus.service.method(GATT_CHRC_IFACE)
    def StartNotify(self):
        if self.notifying:
            return
        self.notifying = True
        GLib.timeout_add(self.interval, self.notify)

    @dbus.service.method(GATT_CHRC_IFACE)
    def StopNotify(self):
        self.notifying = False

    @dbus.service.signal(DBUS_PROP_IFACE, signature='sa{sv}as')
    def PropertiesChanged(self, interface, changed, invalidated):
        pass


class Advertisement(dbus.service.Object):
    def __init__(self, bus, name):
        self.path = '/org/bluez/example/advertisement0'
        self.name = name
        dbus.service.Object.__init__(self, bus, self.path)

    def get_properties(self):
        # Patched: no manufacturer or service data (BlueZoo refuses them).
        return {LE_ADVERTISEMENT_IFACE: {
            'Type': 'peripheral',
            'ServiceUUIDs': dbus.Array(['180D'], signature='s'),
            'LocalName': dbus.String(self.name),
            'Discoverable': dbus.Boolean(True),
        }}

    def get_path(self):
        return dbus.ObjectPath(self.path)

    @dbus.service.method(DBUS_PROP_IFACE, in_signature='s', out_signature='a{sv}')
    def GetAll(self, interface):
        if interface != LE_ADVERTISEMENT_IFACE:
            raise InvalidArgsException()
        return self.get_properties()[LE_ADVERTISEMENT_IFACE]

    @dbus.service.method(LE_ADVERTISEMENT_IFACE)
    def Release(self):
        pass


def main():
    if len(sys.argv) != 3:
        print('usage: hr-strap.py ADAPTER_PATH NAME', file=sys.stderr)
        sys.exit(2)
    adapter, name = sys.argv[1], sys.argv[2]
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SystemBus()
    mainloop = GLib.MainLoop()
    props = dbus.Interface(bus.get_object(BLUEZ, adapter), DBUS_PROP_IFACE)
    props.Set('org.bluez.Adapter1', 'Powered', dbus.Boolean(True))
    props.Set('org.bluez.Adapter1', 'Discoverable', dbus.Boolean(True))
    props.Set('org.bluez.Adapter1', 'Alias', dbus.String(name))

    def failed(error):
        print('hr-strap: ' + str(error), file=sys.stderr)
        mainloop.quit()
        sys.exit(1)

    app = Application(bus)
    gatt = dbus.Interface(bus.get_object(BLUEZ, adapter), GATT_MANAGER_IFACE)
    gatt.RegisterApplication(dbus.ObjectPath('/'), {}, reply_handler=lambda: print('hr-strap: gatt registered', flush=True), error_handler=failed)
    ad = Advertisement(bus, name)
    ads = dbus.Interface(bus.get_object(BLUEZ, adapter), LE_ADVERTISING_MANAGER_IFACE)
    ads.RegisterAdvertisement(ad.get_path(), {}, reply_handler=lambda: print('hr-strap: advertising', flush=True), error_handler=failed)
    app.keep = ad
    mainloop.run()


if __name__ == '__main__':
    main()
