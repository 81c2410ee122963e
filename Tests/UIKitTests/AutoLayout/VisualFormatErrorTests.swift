import Foundation
import TestTools
import Testing
import UIKit

/// Format strings UIKit refuses: its `NSInvalidArgumentException` ("Unable to parse constraint
/// format: \n<reason> \n<format> \n<caret>") is recorded and no constraint is returned; no
/// string traps (docs/REFERENCE.md §21.5).
@Suite struct VisualFormatErrorTests {
    /// Parses `format` over `a` and `b` (subviews of one root) and `orphan` (no superview).
    static func refusal(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> (made: [NSLayoutConstraint], exceptions: [UIKitException]) {
        let (root, a, b) = VisualFormatTests.views()
        let orphan = UIView()
        let (made, log) = recordingLayoutLog {
            NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: ["a": a, "b": b, "orphan": orphan])
        }
        // The root holds the views' hierarchy (a view holds its superview weakly) until the items are checked.
        withExtendedLifetime(root) {
            #expect(made.allSatisfy { $0.firstItem != nil && $0.constant.isFinite }, "\(format)")
        }
        return (made, log.raisedExceptions)
    }

    /// UIKit's reason for `reason` found at `position` of `format`.
    static func expected(_ format: String, _ reason: String, at position: Int) -> String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: position) + "^"
    }

    @Test func anEdgeWithoutASuperviewIsReportedWithACaret() {
        // As iOS reported it (a public crash report, 2012): the caret after the view, where
        // UIKit makes the edge's constraint.
        let (made, exceptions) = Self.refusal("|[orphan]|")
        #expect(made.isEmpty)
        #expect(
            exceptions == [
                UIKitException(
                    reason: "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view "
                        + "doesn't have a superview \n|[orphan]| \n         ^", name: "NSInvalidArgumentException")
            ])
    }

    @Test(arguments: [
        ("H:[a]-[c]", "c is not a key in the views dictionary.", 8),
        ("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("V", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("a", "Expected a view", 0),
        ("|", "Expected a connection after the '|' character", 1),
        ("[a]-", "Expected more input", 4),
        ("[a(>50)]", "Unknown relation. Must be ==, >=, or <=", 4),
        (
            "[a]-5,6-[b]", "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
            5
        ),
        ("[a]-5[b]", "Expected a '-' here", 5),
        ("[a]-(5,6-[b]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 8),
        (
            "[a]--5-[b]",
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
            4
        ),
        ("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        ("[a(50@1001)]", "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10),
        ("[a]-x-[b]", "Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries", 5),
        (
            "[a]-b-[b]",
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
            5
        ),
        ("[a]-.5-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", 4),
        ("[a]-(-)-[b]", "Expected a number or a key from the metrics dictionary, but encountered something else", 5),
        ("[a]x", "Expected a view or '|'", 3),
        ("|[a]|x", "Expected the end of the format string", 5),
        ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
        (
            "[1]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
            1
        ),
        ("[", "Expected a view", 1),
        ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
        ("[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
        ("[a(50)", "Expected ']' after specifying thickness.", 6),
        ("H: [a]", "Expected a view", 2),
    ])
    func refusedWithUIKitsReasonAndPosition(format: String, reason: String, position: Int) {
        let (made, exceptions) = Self.refusal(format)
        #expect(made.isEmpty)
        #expect(exceptions.map(\.reason) == [Self.expected(format, reason, at: position)])
        #expect(exceptions.map(\.name) == ["NSInvalidArgumentException"])
    }

    @Test func optionsAlongTheLinesOwnAxisAreRefused() {
        let horizontal = Self.refusal("H:[a]-[b]", options: .alignAllLeading).exceptions.map(\.reason)
        #expect(
            horizontal == [
                Self.expected(
                    "H:[a]-[b]",
                    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also "
                        + "horizontal.", at: 9)
            ])
        let vertical = Self.refusal("V:[a]-[b]", options: .alignAllTop).exceptions.map(\.reason)
        #expect(
            vertical == [
                Self.expected(
                    "V:[a]-[b]",
                    "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also "
                        + "vertical.", at: 9)
            ])
        let baselines = Self.refusal("[a]-[b]", options: .spacingBaselineToBaseline).exceptions.map(\.reason)
        #expect(baselines == [Self.expected("[a]-[b]", "BaselineToBaseline format option not valid for horizontal layout", at: 7)])
    }

    @Test func emptyNonASCIIAndNonFiniteStringsAreRefused() {
        #expect(Self.refusal("").exceptions.map(\.reason) == ["Unable to parse constraint format: It's an empty string."])
        #expect(Self.refusal("[é]").exceptions.map(\.reason) == ["Unable to parse constraint format: It contains non-ASCII characters."])
        // 1e999 overflows to infinity: UIKit's exception for the constant, and nothing returned.
        let infinite = Self.refusal("[a(1e999)]")
        #expect(infinite.made.isEmpty && infinite.exceptions.first?.reason.hasPrefix("NSLayoutConstraint constant is not finite!") == true)
        let nan = Self.refusal("[a]-gap-[b]", metrics: ["gap": Double.nan])
        #expect(nan.made.isEmpty && nan.exceptions.count == 1)
        #expect(Self.refusal("[a(w)]", metrics: ["w": "wide"]).exceptions.count == 1)
    }

    /// Random strings over the language's characters, and valid lines with characters inserted,
    /// deleted and replaced: every one records at most one exception, and nothing is returned
    /// when it does — and none traps.
    @Test func noStringTraps() {
        var random = SplitMix64(seed: 0x5646_4C21)
        let alphabet = Array("HV:|-[]()<>=@,.0123456789abe_xé -")
        let valid = [
            "H:|-[a]-[b(==a)]-|", "V:|-10-[a(>=50,<=100@750)]-(>=8@250)-[b]|", "[a]-(-5)-[b(==a@500)]", "|[a][b]|",
            "H:[a(m)]-m-[b]", "V:[a]-[b]-|",
        ]
        let metrics: [String: Any] = ["m": 20, "e": 1e308, "x": -1]
        for round in 0..<6_000 {
            var characters: [Character]
            if round % 2 == 0 {
                characters = (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "[" }
            } else {
                characters = Array(valid.randomElement(using: &random) ?? "")
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0...characters.count, using: &random)
                    let character = alphabet.randomElement(using: &random) ?? "-"
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: characters.insert(character, at: index)
                    case 1 where index < characters.count: characters.remove(at: index)
                    default: if index < characters.count { characters[index] = character }
                    }
                }
            }
            let format = String(characters)
            let options = NSLayoutConstraint.FormatOptions(rawValue: UInt(random.next() & 0xF_FFFF))
            let (made, exceptions) = Self.refusal(format, options: options, metrics: metrics)
            #expect(exceptions.count <= 1 && (exceptions.isEmpty || made.isEmpty), "\(format)")
        }
    }
}
