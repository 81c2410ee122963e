import Testing
import UIKit

/// The direction a semantic content attribute implies, as Apple documents it: playback and
/// spatial content "aren't flipped when switching between left-to-right and right-to-left
/// layouts", forced content reads the forced way, unspecified content follows the layout.
@Suite struct SemanticContentDirectionTests {
    @Test func eachAttributeImpliesItsDirection() {
        let cases: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection)] = [
            (.unspecified, .rightToLeft, .rightToLeft), (.unspecified, .leftToRight, .leftToRight),
            (.playback, .rightToLeft, .leftToRight), (.spatial, .rightToLeft, .leftToRight),
            (.forceLeftToRight, .rightToLeft, .leftToRight), (.forceRightToLeft, .leftToRight, .rightToLeft),
        ]
        for (attribute, layout, expected) in cases {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: layout) == expected, "\(attribute) in \(layout)")
        }
        // The application reads left to right here.
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    @Test func playbackControlsInARightToLeftLayoutReadLeftToRight() {
        let screen = UIView(), controls = UIView(), label = UIView()
        screen.semanticContentAttribute = .forceRightToLeft
        controls.semanticContentAttribute = .playback
        screen.addSubview(controls)
        screen.addSubview(label)
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
