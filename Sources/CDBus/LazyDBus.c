// libdbus-1 loaded on first use (include/CDBus.h says why): each function of the list is a
// trampoline to libdbus-1.so.3's own, all resolved once, under pthread_once.
#include "CDBus.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define TAKT_DBUS_POINTER(type, name, parameters, arguments) static type(*real_##name) parameters;
#define TAKT_DBUS_POINTER_VOID(name, parameters, arguments) static void(*real_##name) parameters;
TAKT_DBUS_FIRST_FUNCTIONS(TAKT_DBUS_POINTER, TAKT_DBUS_POINTER_VOID)
TAKT_DBUS_FUNCTIONS(TAKT_DBUS_POINTER, TAKT_DBUS_POINTER_VOID)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
// Why libdbus-1 could not be loaded: dlerror's words, kept, as dlerror's own are per thread.
static char problem[512];

static void load(void) {
    // RTLD_LOCAL: its symbols stay its own; this file's functions keep their names.
    void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *said = dlerror();
        snprintf(problem, sizeof problem, "%s", said != NULL ? said : "libdbus-1.so.3 could not be loaded");
        return;
    }
    int found = 1;
#define TAKT_DBUS_RESOLVE(type, name, parameters, arguments)                                                     \
    *(void **)(&real_##name) = dlsym(library, #name);                                                          \
    if (real_##name == NULL && found) {                                                                        \
        snprintf(problem, sizeof problem, "libdbus-1.so.3 has no %s", #name);                                  \
        found = 0;                                                                                             \
    }
#define TAKT_DBUS_RESOLVE_VOID(name, parameters, arguments) TAKT_DBUS_RESOLVE(void, name, parameters, arguments)
    TAKT_DBUS_FIRST_FUNCTIONS(TAKT_DBUS_RESOLVE, TAKT_DBUS_RESOLVE_VOID)
    TAKT_DBUS_FUNCTIONS(TAKT_DBUS_RESOLVE, TAKT_DBUS_RESOLVE_VOID)
    loaded = found;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

// Without the library an error is only ever the one below, of static strings: nothing to free.
static void clear(DBusError *error) {
    if (error == NULL) return;
    memset(error, 0, sizeof *error);
    error->dummy1 = 1;
}

void dbus_error_init(DBusError *error) {
    if (ready()) {
        real_dbus_error_init(error);
    } else {
        clear(error);
    }
}

void dbus_error_free(DBusError *error) {
    if (ready()) {
        real_dbus_error_free(error);
    } else {
        clear(error);
    }
}

DBusConnection *dbus_bus_get_private(DBusBusType type, DBusError *error) {
    if (ready()) return real_dbus_bus_get_private(type, error);
    if (error != NULL) {
        error->name = TAKT_DBUS_NO_LIBRARY;
        error->message = problem;
    }
    return NULL;
}

// The rest: the library's own function once it is loaded, else nothing (0 or NULL). Every
// path reaches them only through a connection, which dbus_bus_get_private refused.
#define TAKT_DBUS_TRAMPOLINE(type, name, parameters, arguments)                                                  \
    type name parameters {                                                                                     \
        if (ready()) return real_##name arguments;                                                             \
        return (type)0;                                                                                        \
    }
#define TAKT_DBUS_TRAMPOLINE_VOID(name, parameters, arguments)                                                   \
    void name parameters {                                                                                     \
        if (ready()) real_##name arguments;                                                                    \
    }
TAKT_DBUS_FUNCTIONS(TAKT_DBUS_TRAMPOLINE, TAKT_DBUS_TRAMPOLINE_VOID)
