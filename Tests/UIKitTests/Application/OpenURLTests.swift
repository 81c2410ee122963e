import Foundation
import Testing
import UIKit

/// Opening URLs as an iPhone with only its built-in apps answers (docs/REFERENCE.md §28.3).
@MainActor @Suite struct OpenURLTests {
    private func opens(_ string: String, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let url = URL(string: string)!
        return await withCheckedContinuation { continuation in
            UIApplication.shared.open(url, options: options) { continuation.resume(returning: $0) }
        }
    }

    @Test func theBuiltInAppsSchemesOpenAndOthersHaveNoApp() async {
        #expect(await opens("https://www.apple.com/iphone/"))
        #expect(await opens("HTTP://example.com"))
        #expect(await opens("tel:+15555550100"))
        #expect(await opens("mailto:someone@example.com"))
        #expect(await opens("sms:+15555550100"))
        #expect(await opens("facetime://someone@example.com"))
        #expect(await opens(UIApplication.openSettingsURLString))
        #expect(!(await opens("fb://profile")))
        #expect(!(await opens("myapp://item/3")))
        // No installed app claims universal links.
        #expect(!(await opens("https://www.apple.com", options: [.universalLinksOnly: true])))
        #expect(await opens("https://www.apple.com", options: [.universalLinksOnly: false]))
    }

    @Test func canOpenURLAnswersTheSameWithoutOpening() {
        let app = UIApplication.shared
        #expect(app.canOpenURL(URL(string: "https://example.com")!))
        #expect(app.canOpenURL(URL(string: "tel:911")!))
        #expect(app.canOpenURL(URL(string: "app-settings:")!))
        #expect(!app.canOpenURL(URL(string: "twitter://timeline")!))
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        #expect(UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue == "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
