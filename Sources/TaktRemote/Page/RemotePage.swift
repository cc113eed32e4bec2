import Foundation

/// The page phones and TVs open: `remote.html`, compiled into the binary (SwiftPM's
/// `embedInCode`), so nothing is ever read from disk to serve it and a copied binary has it.
enum RemotePage {
    /// The page's text, read once.
    static let template = String(decoding: PackageResources.remote_html, as: UTF8.self)

    /// The page for one request: its role (which decides whether it shows buttons), the
    /// session's language (`<html lang>` from the first byte, before any script runs) and the
    /// nonce its inline style and script must carry under the Content-Security-Policy.
    static func html(role: RemoteRoute.Role, language: String, nonce: String) -> String {
        // A language code is letters and hyphens; anything else is not put into the markup.
        let safe = !language.isEmpty && language.allSatisfy { ($0.isASCII && $0.isLetter) || $0 == "-" }
        return template.replacingOccurrences(of: "{{ROLE}}", with: role.rawValue)
            .replacingOccurrences(of: "{{LANG}}", with: safe ? language : "en")
            .replacingOccurrences(of: "{{NONCE}}", with: nonce)
    }
}
