/// Where a request goes, decided from its method and path alone (README, "A second screen and
/// a remote"): `/TOKEN/` the page, `/TOKEN/events` the state stream, `/TOKEN/keys` keys.
///
/// Nothing is served without a valid token: any other path, a wrong token, or the view token
/// asking to send keys is ``notFound`` — the same answer as for a path that does not exist, so
/// a client learns nothing about which tokens or paths are real.
public enum RemoteRoute: Sendable, Hashable {
    /// Which link a request came through.
    public enum Role: String, Sendable, Hashable {
        /// The phone: sees the session and sends keys.
        case control
        /// A TV or a second screen: sees the session only.
        case view
    }

    case page(Role)
    case events(Role)
    case keys
    /// A real place asked for with the wrong method (405, with the one it takes).
    case wrongMethod(allowed: String)
    case notFound

    public init(method: String, path: String, control: RemoteToken, view: RemoteToken) {
        // The query is no part of the route.
        let pathOnly = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let segments = pathOnly.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == 2 || segments.count == 3, segments[0].isEmpty else {
            self = .notFound
            return
        }
        let role: Role
        // Both tokens are compared, whatever the first gives: the time taken tells nothing.
        let isControl = control.matches(segments[1])
        let isView = view.matches(segments[1])
        if isControl {
            role = .control
        } else if isView {
            role = .view
        } else {
            self = .notFound
            return
        }
        let rest = segments.count == 3 ? segments[2] : ""
        switch rest {
        case "":
            self = method == "GET" ? .page(role) : .wrongMethod(allowed: "GET")
        case "events":
            self = method == "GET" ? .events(role) : .wrongMethod(allowed: "GET")
        case "keys" where role == .control:
            self = method == "POST" ? .keys : .wrongMethod(allowed: "POST")
        default:
            self = .notFound
        }
    }
}
