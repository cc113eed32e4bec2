# SPDX-License-Identifier: GPL-2.0-only
# BlueZoo (PyPI) as scripts/bluez-mock runs it: BlueZoo itself, with one fix. BlueZoo 1.0.2
# exports a device's GATT services on each Connect and never removes them on Disconnect, so a
# second Connect to the same strap fails ("sd_bus_add_object_vtable ... returned error number:
# 17", EEXIST) where BlueZ connects again: `takt hr` once, and every later `takt hr` or
# `run --hr` to that strap could never connect. Here a Connect first drops the services its last
# connection left, as BlueZ resolves them again on each connection.
# Usage: python3 bluezoo-again.py [BlueZoo's options]

import sys

from bluezoo import bluezoo, device
from bluezoo.log import logger

connect = device.Device.connect


async def connect_again(self, uuid=None):
    for link in list(self.services.values()):
        try:
            self.peer_adapter.mock.remove_object(link)
        except KeyError:
            pass
    if self.services:
        logger.info(f"Dropped the services of the last connection with {self}")
    self.services.clear()
    await connect(self, uuid)


device.Device.connect = connect_again

if __name__ == '__main__':
    sys.exit(bluezoo.main())
