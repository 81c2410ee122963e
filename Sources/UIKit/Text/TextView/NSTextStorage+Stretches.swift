import Foundation

// How a text storage walks its stretches of attributes through its primitive
// `attributes(at:effectiveRange:)`, for the reading and editing methods that Apple's
// NSAttributedString and NSMutableAttributedString build on the primitives
// (NSTextStorage.swift; docs/REFERENCE.md §25.10).

extension NSTextStorage {
    /// Sets each stretch of attributes in `range` to `change` of it with
    /// `setAttributes(_:range:)`, the edits processed together; nothing outside the text.
    /// - Complexity: O(r) in the stretches in `range`.
    func changeAttributes(in range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        guard holds(range), range.length > 0 else { return }
        var stretches: [([NSAttributedString.Key: Any], NSRange)] = []
        forEachStretch(in: range) { stretches.append(($0, $1)) }
        beginEditing()
        for var (attributes, stretch) in stretches {
            change(&attributes)
            setAttributes(attributes, range: stretch)
        }
        endEditing()
    }

    /// Calls `body` with each stretch of ``attributes(at:effectiveRange:)`` in `range`, cut to
    /// it, in order. A stretch the subclass answers as empty or outside the location counts
    /// as one character, so the walk always ends.
    /// - Complexity: O(r) in the stretches in `range`.
    func forEachStretch(in range: NSRange, _ body: ([NSAttributedString.Key: Any], NSRange) -> Void) {
        var location = range.location
        while location < NSMaxRange(range) {
            var effective = NSRange(location: location, length: 1)
            let attributes = attributes(at: location, effectiveRange: &effective)
            let end = NSLocationInRange(location, effective) ? min(NSMaxRange(effective), NSMaxRange(range)) : location + 1
            body(attributes, NSRange(location: location, length: end - location))
            location = end
        }
    }

    /// The stretch around `location`, within `rangeLimit` and the text, of the stretches of
    /// attributes that `matches` accepts, from the one holding `location`.
    /// - Complexity: O(r) in the stretches walked.
    func longestStretch(at location: Int, in rangeLimit: NSRange, matches: ([NSAttributedString.Key: Any]) -> Bool) -> NSRange {
        let lowerLimit = max(0, rangeLimit.location), upperLimit = min(length, NSMaxRange(rangeLimit))
        guard lowerLimit <= location, location < upperLimit else { return NSRange(location: location, length: 0) }
        var lower = location, upper = location + 1
        while lower > lowerLimit {
            var effective = NSRange(location: lower - 1, length: 1)
            guard matches(attributes(at: lower - 1, effectiveRange: &effective)) else { break }
            lower = NSLocationInRange(lower - 1, effective) ? max(lowerLimit, effective.location) : lower - 1
        }
        while upper < upperLimit {
            var effective = NSRange(location: upper, length: 1)
            guard matches(attributes(at: upper, effectiveRange: &effective)) else { break }
            upper = NSLocationInRange(upper, effective) ? min(upperLimit, NSMaxRange(effective)) : upper + 1
        }
        return NSRange(location: lower, length: upper - lower)
    }
}
