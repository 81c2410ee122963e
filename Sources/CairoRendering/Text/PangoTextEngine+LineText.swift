import CPangoCairo
import Foundation

// The characters of a laid-out line, as `layout(_:in:)` hands them out.
extension PangoTextEngine {
    /// A line's characters: the runs' byte ranges of the layout text (the ellipsis run,
    /// last on an ellipsized line, stands for removed text and is dropped), each inserted
    /// separator in or just after them replaced by what it stands for (`separators`).
    /// - Complexity: O(k) in the line's bytes.
    static func text(
        of line: UnsafeMutablePointer<PangoLayoutLine>, in utf8: [UInt8], separators: [Int: [UInt8]], dropLastRun: Bool
    ) -> String {
        var ranges: [Range<Int>] = []
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                let start = Int(item.pointee.offset), length = Int(item.pointee.length)
                if start >= 0, length >= 0, start + length <= utf8.count { ranges.append(start..<start + length) }
            }
            node = current.pointee.next
        }
        if dropLastRun, !ranges.isEmpty { ranges.removeLast() }
        if ranges.isEmpty && !dropLastRun {
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            if start >= 0, length >= 0, start + length <= utf8.count { ranges = [start..<start + length] }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var bytes: [UInt8] = []
        var restored = false
        for range in ranges {
            var index = range.lowerBound
            while index < range.upperBound {
                if utf8[index] == 0xE2, let replaced = separators[index] {
                    bytes += replaced
                    restored = true
                    index += 3
                } else {
                    if utf8[index] != 0 { bytes.append(utf8[index]) }
                    index += 1
                }
            }
        }
        // A separator Pango left out of the line's runs ends it (inside its length or just after).
        let end = Int(line.pointee.start_index) + Int(line.pointee.length)
        if !restored, !dropLastRun, let replaced = separators[end] ?? separators[end - 3] { bytes += replaced }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
