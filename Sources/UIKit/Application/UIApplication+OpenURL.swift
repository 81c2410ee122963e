import Foundation

/// Opening URLs in other apps (docs/REFERENCE.md §28.3).
///
/// The simulated device is an iPhone with only the built-in apps: Safari takes `http` and
/// `https`, Phone `tel`, FaceTime `facetime` and `facetime-audio`, Mail `mailto`, Messages
/// `sms`, and Settings the app's own settings (``openSettingsURLString``). Any other scheme
/// has no app. Opening a URL here shows nothing — no app launches — but the answers are the
/// ones such a device gives.
extension UIApplication {
    /// Keys of the options ``open(_:options:completionHandler:)`` takes
    /// (`UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only when it is a universal link an installed app claims
        /// (`universalLinksOnly`; its value a Boolean `NSNumber`).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// Tap attribution handed to the browser for Private Click Measurement
        /// (`eventAttribution`, iOS 14.5); kept, nothing reads it.
        public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// The URL that opens the app's page in Settings (`openSettingsURLString`).
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url` in the app that handles its scheme (`open(_:options:completionHandler:)`).
    /// `completion`, if any, is told on the main queue afterwards whether it opened: true for
    /// a scheme a built-in app takes, false for any other — and false for every URL with
    /// `.universalLinksOnly` set, as no installed app claims universal links.
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let universalOnly =
            (options[.universalLinksOnly] as? Bool) ?? (Double(anyNumber: options[.universalLinksOnly]).map { $0 != 0 } ?? false)
        let opened = !universalOnly && Self.hasBuiltInApp(for: url)
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
    }

    /// Whether an installed app takes `url`'s scheme (`canOpenURL(_:)`): true for the
    /// built-in apps' schemes. Another scheme has no app; iOS logs why, as here on standard
    /// error — that the app may not ask about a scheme its `Info.plist` does not list under
    /// `LSApplicationQueriesSchemes`, or, for one it lists, that no app has it.
    public func canOpenURL(_ url: URL) -> Bool {
        if Self.hasBuiltInApp(for: url) { return true }
        let scheme = url.scheme ?? ""
        let declared = (Bundle.main.object(forInfoDictionaryKey: "LSApplicationQueriesSchemes") as? [String] ?? [])
            .contains { $0.lowercased() == scheme.lowercased() }
        let error =
            declared
            ? "The operation couldn’t be completed. (OSStatus error -10814.)" : "This app is not allowed to query for scheme \(scheme)"
        FileHandle.standardError.write(Data("-canOpenURL: failed for URL: \"\(url.absoluteString)\" - error: \"\(error)\"\n".utf8))
        return false
    }

    /// Opens `url` and says whether it opened (`openURL(_:)`, deprecated in iOS 10), as
    /// ``open(_:options:completionHandler:)`` decides.
    @available(*, deprecated, message: "Please use openURL:options:completionHandler: instead")
    public func openURL(_ url: URL) -> Bool { Self.hasBuiltInApp(for: url) }

    /// The schemes the built-in apps take.
    private static let builtInSchemes: Set<String> = ["http", "https", "tel", "facetime", "facetime-audio", "mailto", "sms"]

    /// Whether a built-in app takes `url`: its scheme is one of theirs, or it is the app's
    /// settings page.
    private static func hasBuiltInApp(for url: URL) -> Bool {
        url.absoluteString.hasPrefix(openSettingsURLString) || builtInSchemes.contains(url.scheme?.lowercased() ?? "")
    }
}
