import Foundation
import Synchronization
import Testing
import UIKit

/// Strings measured on some threads while labels measure on others — parallel tests, or an
/// app measuring off the main thread — share the process's text measurer, one font system
/// that two threads must not use at once: every way of measuring takes the measurer's lock.
/// `NSString.size(withAttributes:)` once measured without it: this test then crashed inside
/// Pango (SIGSEGV, or a GLib assertion or double free) in 6 runs of 6; with the lock it
/// passes in about 2 seconds.
@Suite("Strings and labels measured on parallel threads")
struct StringMeasurementThreadTests {
    /// Texts of several scripts (CJK falls back to another font), in 293 sizes.
    nonisolated static let texts = ["H", "Hello שלום", "漢字 مرحبا", "Wabc def"]
    nonisolated static func font(_ index: Int) -> UIFont { UIFont.systemFont(ofSize: 8 + CGFloat(index % 293) / 4) }
    nonisolated static func attributes(_ index: Int) -> [NSAttributedString.Key: Any] { [.font: font(index)] }
    nonisolated static func text(_ index: Int) -> String { texts[index % texts.count] }
    /// The size of a new label of text and font of their own for `index`.
    nonisolated static func labelSize(_ index: Int) -> CGSize {
        let label = UILabel()
        label.font = font(index + 1)
        label.text = text(index + 1) + " \(index)"
        return label.intrinsicContentSize
    }

    @Test func stringsAndLabelsMeasuredOnParallelThreadsMeasureAsAlone() {
        let count = 1200
        // Labels measure on this thread alone first, then again on two threads while two others
        // measure strings; the strings are measured again alone after.
        let alone = (0..<count).map(Self.labelSize)
        let strings = Mutex<[Int: CGSize]>([:]), measured = Mutex<[Int: CGSize]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in stride(from: thread / 2, to: count, by: 2) {
                if thread % 2 == 0 {
                    let size = (Self.text(index) as NSString).size(withAttributes: Self.attributes(index))
                    strings.withLock { $0[index] = size }
                } else {
                    let size = Self.labelSize(index)
                    measured.withLock { $0[index] = size }
                }
            }
        }
        let concurrent = measured.withLock { $0 }
        #expect((0..<count).allSatisfy { concurrent[$0] == alone[$0] })
        let sizes = strings.withLock { $0 }
        let different = (0..<count).filter { sizes[$0] != (Self.text($0) as NSString).size(withAttributes: Self.attributes($0)) }
        #expect(sizes.count == count && different.isEmpty, "\(different.count) strings measured differently, first \(different.prefix(5))")
    }
}
