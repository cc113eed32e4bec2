// libdbus-1, loaded only when a heart-rate strap is asked for (`takt hr`, `run --hr`).
//
// takt does not link libdbus-1: every other command starts without it and the seven libraries
// it brings (libsystemd, libgcrypt, liblzma, libzstd, liblz4, libcap, libgpg-error), which the
// loader would otherwise map and relocate at every start. The first call of any function below
// loads libdbus-1.so.3 with dlopen and resolves all of them at once (LazyDBus.c); where it cannot
// be loaded, dbus_bus_get_private fails with an error naming the library, as when no system bus
// runs, and nothing else reaches the library.
//
// The declarations are libdbus-1's own, as dbus/dbus.h makes them: the types and the functions
// takt calls, the structures with their documented, stable layout (libdbus keeps its ABI).
// So building takt needs no libdbus-1-dev.
#ifndef TAKT_CDBUS_H
#define TAKT_CDBUS_H

#include <stdint.h>

typedef uint32_t dbus_uint32_t;
typedef dbus_uint32_t dbus_bool_t;

typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;

typedef enum { DBUS_BUS_SESSION, DBUS_BUS_SYSTEM, DBUS_BUS_STARTER } DBusBusType;

#define DBUS_MESSAGE_TYPE_SIGNAL 4

/// The error's name when libdbus-1 cannot be loaded; its message says why (dlerror's words).
#define TAKT_DBUS_NO_LIBRARY "org.takt.Error.NoLibDBus"

typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} DBusError;

typedef struct DBusMessageIter {
    void *dummy1;
    void *dummy2;
    dbus_uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} DBusMessageIter;

// Every function takt calls, once: X(return type, name, (parameters), (arguments)) for those
// returning a value, V(name, (parameters), (arguments)) for those returning nothing. These three
// answer even without the library (the connection fails with the reason):
#define TAKT_DBUS_FIRST_FUNCTIONS(X, V)                                                                        \
    X(DBusConnection *, dbus_bus_get_private, (DBusBusType type, DBusError *error), (type, error))             \
    V(dbus_error_free, (DBusError * error), (error))                                                           \
    V(dbus_error_init, (DBusError * error), (error))
// and these are reached only through a connection:
#define TAKT_DBUS_FUNCTIONS(X, V)                                                                            \
    V(dbus_bus_add_match, (DBusConnection * connection, const char *rule, DBusError *error),                  \
      (connection, rule, error))                                                                               \
    V(dbus_connection_close, (DBusConnection * connection), (connection))                                      \
    V(dbus_connection_unref, (DBusConnection * connection), (connection))                                      \
    X(DBusMessage *, dbus_connection_pop_message, (DBusConnection * connection), (connection))                 \
    X(dbus_bool_t, dbus_connection_read_write, (DBusConnection * connection, int timeout_milliseconds),       \
      (connection, timeout_milliseconds))                                                                      \
    X(DBusMessage *, dbus_connection_send_with_reply_and_block,                                               \
      (DBusConnection * connection, DBusMessage * message, int timeout_milliseconds, DBusError * error),       \
      (connection, message, timeout_milliseconds, error))                                                      \
    V(dbus_connection_set_exit_on_disconnect, (DBusConnection * connection, dbus_bool_t exit_on_disconnect), \
      (connection, exit_on_disconnect))                                                                        \
    X(dbus_bool_t, dbus_error_is_set, (const DBusError *error), (error))                                       \
    V(dbus_free, (void *memory), (memory))                                                                     \
    X(const char *, dbus_message_get_interface, (DBusMessage * message), (message))                           \
    X(const char *, dbus_message_get_member, (DBusMessage * message), (message))                              \
    X(const char *, dbus_message_get_path, (DBusMessage * message), (message))                                \
    X(int, dbus_message_get_type, (DBusMessage * message), (message))                                         \
    V(dbus_message_iter_abandon_container, (DBusMessageIter * iter, DBusMessageIter * sub), (iter, sub))       \
    X(dbus_bool_t, dbus_message_iter_append_basic, (DBusMessageIter * iter, int type, const void *value),     \
      (iter, type, value))                                                                                     \
    X(dbus_bool_t, dbus_message_iter_close_container, (DBusMessageIter * iter, DBusMessageIter * sub),        \
      (iter, sub))                                                                                             \
    X(int, dbus_message_iter_get_arg_type, (DBusMessageIter * iter), (iter))                                  \
    V(dbus_message_iter_get_basic, (DBusMessageIter * iter, void *value), (iter, value))                      \
    X(int, dbus_message_iter_get_element_type, (DBusMessageIter * iter), (iter))                              \
    X(char *, dbus_message_iter_get_signature, (DBusMessageIter * iter), (iter))                               \
    X(dbus_bool_t, dbus_message_iter_init, (DBusMessage * message, DBusMessageIter * iter), (message, iter))  \
    V(dbus_message_iter_init_append, (DBusMessage * message, DBusMessageIter * iter), (message, iter))        \
    X(dbus_bool_t, dbus_message_iter_next, (DBusMessageIter * iter), (iter))                                  \
    X(dbus_bool_t, dbus_message_iter_open_container,                                                          \
      (DBusMessageIter * iter, int type, const char *contained_signature, DBusMessageIter *sub),               \
      (iter, type, contained_signature, sub))                                                                  \
    V(dbus_message_iter_recurse, (DBusMessageIter * iter, DBusMessageIter * sub), (iter, sub))                \
    X(DBusMessage *, dbus_message_new_method_call,                                                            \
      (const char *bus_name, const char *path, const char *iface, const char *method),                        \
      (bus_name, path, iface, method))                                                                         \
    X(DBusMessage *, dbus_message_new_signal, (const char *path, const char *iface, const char *name),        \
      (path, iface, name))                                                                                     \
    V(dbus_message_unref, (DBusMessage * message), (message))                                                  \
    X(dbus_bool_t, dbus_signature_validate, (const char *signature, DBusError *error), (signature, error))    \
    X(dbus_bool_t, dbus_signature_validate_single, (const char *signature, DBusError *error),                 \
      (signature, error))                                                                                      \
    X(dbus_bool_t, dbus_validate_bus_name, (const char *name, DBusError *error), (name, error))               \
    X(dbus_bool_t, dbus_validate_interface, (const char *name, DBusError *error), (name, error))              \
    X(dbus_bool_t, dbus_validate_member, (const char *name, DBusError *error), (name, error))                 \
    X(dbus_bool_t, dbus_validate_path, (const char *path, DBusError *error), (path, error))

#define TAKT_DBUS_DECLARE(type, name, parameters, arguments) type name parameters;
#define TAKT_DBUS_DECLARE_VOID(name, parameters, arguments) void name parameters;
TAKT_DBUS_FIRST_FUNCTIONS(TAKT_DBUS_DECLARE, TAKT_DBUS_DECLARE_VOID)
TAKT_DBUS_FUNCTIONS(TAKT_DBUS_DECLARE, TAKT_DBUS_DECLARE_VOID)
#undef TAKT_DBUS_DECLARE
#undef TAKT_DBUS_DECLARE_VOID

#endif
