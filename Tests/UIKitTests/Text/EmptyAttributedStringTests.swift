import Foundation
import Testing
import UIKit

/// `NSAttributedString()` and `NSMutableAttributedString()` as iOS code writes them (the
/// `init()` iOS's classes inherit from `NSObject`): an empty string of the class called on.
@Suite struct EmptyAttributedStringTests {
    @Test func anEmptyStringIsMadeWithNoArguments() {
        let plain = NSAttributedString()
        #expect(plain.length == 0 && plain.string.isEmpty)
        #expect(type(of: plain) == NSAttributedString.self)
    }

    /// The mutable one is mutable: text appended to it is there, with its attributes.
    @Test func aMutableOneIsMutableAndEmpty() {
        let mutable = NSMutableAttributedString()
        #expect(mutable.length == 0)
        #expect(type(of: mutable) == NSMutableAttributedString.self)
        mutable.append(NSAttributedString(string: "ab", attributes: [.kern: 2]))
        #expect(mutable.string == "ab")
        #expect(mutable.attribute(.kern, at: 1, effectiveRange: nil) as? Int == 2)
    }
}
