import Foundation

/// Writes objects as UIKit's Auto Layout messages write them: a view (`<UIView: 0x…;
/// frame = (0 0; 320 44); layer = <CALayer: 0x…>>`), a layout item (`UILabel:0x…'Title'`),
/// an anchor (`<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`) and a constraint
/// (NSLayoutConstraint+Description.swift).
///
/// Addresses are either the objects' own (`description`) or normalised — numbered `0x1`,
/// `0x2`… in the order objects first appear — so that a recorded message reads the same on
/// every run.
@preconcurrency @MainActor
final class LayoutDescriber {
    private let normalises: Bool
    private var numbers: [ObjectIdentifier: Int] = [:]

    private init(normalises: Bool) { self.normalises = normalises }

    /// Real addresses (as `%p` prints them).
    static var realAddresses: LayoutDescriber { LayoutDescriber(normalises: false) }

    /// A describer that numbers the objects it meets, for one message.
    static func normalised() -> LayoutDescriber { LayoutDescriber(normalises: true) }

    /// The address of `object`: `0x7f8c5450e870`, or its number.
    func address(_ object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        guard normalises else { return "0x" + String(UInt(bitPattern: id), radix: 16) }
        if let number = numbers[id] { return "0x" + String(number, radix: 16) }
        let number = numbers.count + fresh + 1
        numbers[id] = number
        return "0x" + String(number, radix: 16)
    }

    /// An address for an object made for the message alone (an anchor): the next number, or
    /// a made-up address when addresses are real.
    func freshAddress() -> String {
        guard normalises else { return address(NSObject()) }
        fresh += 1
        return "0x" + String(numbers.count + fresh, radix: 16)
    }
    private var fresh = 0

    /// The class of `object` as UIKit names it: UIKit's own classes bare (`UIView`), others
    /// with their module (`MyApp.ProfileCell`).
    static func className(_ object: AnyObject) -> String {
        let name = String(reflecting: type(of: object))
        for module in ["UIKit.", "QuartzCore.", "CoreGraphics.", "Foundation."] where name.hasPrefix(module) {
            return String(name.dropFirst(module.count))
        }
        return name
    }

    /// `object` as its `description` would be in UIKit: a view's class, address, frame,
    /// autoresizing mask and layer; another object's class and address; `(null)` for nil.
    func objectDescription(_ object: AnyObject?) -> String {
        guard let object else { return "(null)" }
        guard let view = object as? UIView else { return "<\(Self.className(object)): \(address(object))>" }
        let head = "<\(Self.className(view)): \(address(view)); "
        let f = view.frame
        var parts = ["frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if view.isHidden { parts.append("hidden = YES") }
        if let mask = Self.autoresizingText(view.autoresizingMask) { parts.append("autoresize = " + mask) }
        parts.append("layer = <\(Self.className(view.layer)): \(address(view.layer))>")
        return head + parts.joined(separator: "; ") + ">"
    }

    /// A mask as a view's description writes it (`W+H`, `LM+RM`); nil for none.
    static func autoresizingText(_ mask: UIView.AutoresizingMask) -> String? {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"), (.flexibleTopMargin, "TM"),
            (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let parts = names.filter { mask.contains($0.0) }.map(\.1)
        return parts.isEmpty ? nil : parts.joined(separator: "+")
    }

    /// A layout item as constraints name it: `UIView:0x…`; a label with its text's first 25
    /// characters (`UILabel:0x…'Drag pieces to the grid s...'`); a guide with its identifier.
    func itemName(_ item: AnyObject) -> String {
        var name = Self.className(item) + ":" + address(item)
        if let label = item as? UILabel, let text = label.text, !text.isEmpty {
            name += "'" + (text.count > 25 ? String(text.prefix(25)) + "..." : text) + "'"
        } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            name += "'" + guide.identifier + "'"
        }
        return name
    }

    /// An anchor as its description: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    func anchorDescription(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        let kind: String
        switch attribute.kind {
        case .xPosition?: kind = "NSLayoutXAxisAnchor"
        case .yPosition?: kind = "NSLayoutYAxisAnchor"
        case .width?, .height?: kind = "NSLayoutDimension"
        case nil: kind = "NSLayoutAnchor"
        }
        let head = "<\(kind):\(freshAddress()) "
        let subject = item.map { itemName($0) } ?? "(null)"
        return head + "\"\(subject).\(attribute.name)\">"
    }

    /// A number as `%g` prints it (`27.3333`, `-12`), `0` for negative zero.
    func number(_ value: CGFloat) -> String {
        value == 0 ? "0" : String(format: "%g", Double(value))
    }
}
