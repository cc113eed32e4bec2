import Foundation

/// The page phones and TVs open: `remote.html`, compiled into the binary (SwiftPM's
/// `embedInCode`), so nothing is ever read from disk to serve it and a copied binary has it.
enum RemotePage {
    /// The page's text, read once.
    static let template = String(decoding: PackageResources.remote_html, as: UTF8.self)

    /// The page for one request: its role (which decides whether it shows buttons) and the
    /// nonce its inline style and script must carry under the Content-Security-Policy.
    static func html(role: RemoteRoute.Role, nonce: String) -> String {
        template.replacingOccurrences(of: "{{ROLE}}", with: role.rawValue)
            .replacingOccurrences(of: "{{NONCE}}", with: nonce)
    }
}
