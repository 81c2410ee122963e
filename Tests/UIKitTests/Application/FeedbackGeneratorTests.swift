import Testing
import UIKit

/// The haptic feedback generators: UIKit's declarations with its raw values; playing feedback
/// has no visible effect, as on the iOS Simulator.
@Suite struct FeedbackGeneratorTests {
    @Test func stylesAndTypesHaveUIKitsRawValues() {
        let styles: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
        #expect(styles.map(\.rawValue) == [0, 1, 2, 3, 4])
        let types: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .warning, .error]
        #expect(types.map(\.rawValue) == [0, 1, 2])
    }

    @Test func playingFeedbackLeavesTheViewAsItWas() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let impact = UIImpactFeedbackGenerator(style: .rigid, view: view)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5, at: CGPoint(x: 10, y: 10))
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(view.subviews.isEmpty)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    /// `enableInputClicksWhenVisible` is "false by default" (Apple's documentation of
    /// `UIInputViewAudioFeedback`); a view returning true, as IQKeyboardToolbar's toolbar does,
    /// is read through the protocol.
    @Test func inputClicksAreOffUnlessTheInputViewEnablesThem() {
        final class QuietAccessory: UIView, UIInputViewAudioFeedback {}
        final class ClickingAccessory: UIToolbar, UIInputViewAudioFeedback {
            var enableInputClicksWhenVisible: Bool { true }
        }
        let views: [any UIInputViewAudioFeedback] = [QuietAccessory(), ClickingAccessory()]
        #expect(views.map(\.enableInputClicksWhenVisible) == [false, true])
        UIDevice.current.playInputClick()
    }
}
