import Foundation
import TestTools
import UIKit

/// A view with a fixed intrinsic size, as a label or image would report.
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

extension UIView {
    /// Adds `view` as a subview placed by constraints (its autoresizing mask not translated),
    /// and returns it.
    @discardableResult
    func addConstrainedSubview<View: UIView>(_ view: View) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        return view
    }
}

/// A root view of `size` (translating its mask: its size is pinned to its bounds) and a
/// constrained child added to it.
func rootWithChild(_ size: CGSize = CGSize(width: 320, height: 480)) -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    return (root, child)
}

/// Runs `body` recording Auto Layout's messages and exceptions into a fresh, quiet log.
func recordingLayoutLog<Result>(_ body: () throws -> Result) rethrows -> (Result, LayoutConstraintLog) {
    let log = LayoutConstraintLog()
    log.printsToStandardError = false
    let result = try LayoutConstraintLog.record(into: log, body)
    return (result, log)
}

/// `text` with every address (`0x7f…`) written `0x…`.
func withoutAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
}

/// What differs from one list cell to the next, drawn at random: a title of 1–4 and a
/// subtitle of 1–40 of `words`, and a stack spacing and a margin of 0–20 points.
struct RandomCellContent {
    let title, subtitle: String
    let spacing, margin: CGFloat

    init(words: [String], using rng: inout SplitMix64) {
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "" }.joined(separator: " ")
        }
        (title, subtitle) = (text(1...4), text(1...40))
        spacing = CGFloat(Int.random(in: 0...20, using: &rng))
        margin = CGFloat(Int.random(in: 0...20, using: &rng))
    }
}
