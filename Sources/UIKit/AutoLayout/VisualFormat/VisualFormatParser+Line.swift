import Foundation

/// The line grammar of the visual format language (Apple's Auto Layout Guide, "Visual Format
/// Language" appendix) and the constraints it makes:
///
///     line        ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     orientation ::= 'H' | 'V'
///     view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  ::= '' | '-' | '-' predicate '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     predicate   ::= ('==' | '<=' | '>=')? (number | metric | view) ('@' (number | metric))?
///
/// Each connection `c` between an earlier element `a` and a later `b` makes
/// `b.start ⋈ a.end + c` (UIKit's order: the later element is the first item), where start and
/// end are leading and trailing (left and right with `directionLeftToRight`; the line mirrored
/// with `directionRightToLeft`) or top and bottom (first and last baselines with
/// `spacingBaselineToBaseline`). `|` is the superview's edge; `-` alone is 8 points between
/// views and the superview's layout margin at `|` (docs/REFERENCE.md §21.5). A view's
/// predicates constrain its width (height in a vertical line) and come after the connection
/// before it.
extension VisualFormatParser {
    /// Parses the whole line; the constraints are in ``constraints`` afterwards.
    mutating func parseLine() throws(VisualFormatFailure) {
        if let first = current, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") {
            isHorizontal = first == UInt8(ascii: "H")
            position += 1
            guard skip(":") else {
                throw failure(
                    isHorizontal
                        ? "Expected ':' after 'H' to specify horizontal arrangement"
                        : "Expected ':' after 'V' to specify vertical arrangement")
            }
        }
        var edgeConnection: [VisualFormatPredicate]?
        if skip("|") {
            guard current != nil else { throw failure("Expected a connection after the '|' character") }
            edgeConnection = try connection()
        }
        let (first, firstSizes) = try view()
        if let edgeConnection { try finish(edgeConnection, between: nil, and: first) }
        constraints += firstSizes
        var previous = first
        while current != nil {
            let connection = try self.connection()
            if isAt("[") {
                let (view, sizes) = try self.view()
                try finish(connection, between: previous, and: view)
                constraints += sizes
                previous = view
            } else if skip("|") {
                try finish(connection, between: previous, and: nil)
                break
            } else {
                throw failure("Expected a view or '|'")
            }
        }
        guard current == nil else { throw failure("Expected the end of the format string") }
        constraints += alignments
    }

    /// A connection: nothing (flush, 0), `-` (the standard space) or `-predicates-`.
    mutating func connection() throws(VisualFormatFailure) -> [VisualFormatPredicate] {
        guard skip("-") else { return [VisualFormatPredicate()] }
        if isAt("|") || isAt("[") { return [VisualFormatPredicate(isStandardSpace: true)] }
        let predicates: [VisualFormatPredicate]
        if isAt("-") {
            throw failure(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around "
                    + "negative numbers.")
        } else if skip("(") {
            predicates = try predicateList(sizedView: nil)
            guard skip(")") else {
                throw failure("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
        } else {
            predicates = [try predicate(sizedView: nil)]
        }
        if isAt(",") {
            throw failure(
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        }
        guard skip("-") else { throw failure("Expected a '-' here") }
        return predicates
    }

    /// `[name]` or `[name(predicates)]`: the view, and the constraints on its size.
    mutating func view() throws(VisualFormatFailure) -> (AnyObject, [NSLayoutConstraint]) {
        guard skip("[") else { throw failure("Expected a view") }
        guard current != nil else { throw failure("Expected a view") }
        guard let name = name() else {
            throw failure(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and "
                    + "underscores.")
        }
        guard let value = views[name] else { throw failure("\(name) is not a key in the views dictionary.") }
        let view = try item(value, named: name)
        if skip("]") { return (view, []) }
        guard skip("(") else { throw failure("Expected a ']' here. That is how you give the end of a view.") }
        guard current != nil else { throw failure("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let predicates = try predicateList(sizedView: view)
        guard skip(")") else {
            throw failure("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        guard skip("]") else { throw failure("Expected ']' after specifying thickness.") }
        let length: NSLayoutConstraint.Attribute = isHorizontal ? .width : .height
        return (view, predicates.map { make(view, length, $0, to: $0.view, length, constant: $0.constant) })
    }

    /// Makes the constraints of `connection` between `earlier` and `later` (nil: the
    /// superview's edge), and the alignment constraints between two views.
    mutating func finish(_ connection: [VisualFormatPredicate], between earlier: AnyObject?, and later: AnyObject?)
        throws(VisualFormatFailure)
    {
        if isHorizontal, options.contains(.spacingBaselineToBaseline) {
            throw failure("BaselineToBaseline format option not valid for horizontal layout")
        }
        let direction = options.intersection(.directionMask)
        let absolute = isHorizontal && !direction.isEmpty
        let mirrored = isHorizontal && direction == .directionRightToLeft
        let (before, after) = mirrored ? (later, earlier) : (earlier, later)
        let baselines = !isHorizontal && options.contains(.spacingBaselineToBaseline)
        let startEdge: NSLayoutConstraint.Attribute = isHorizontal ? (absolute ? .left : .leading) : .top
        let endEdge: NSLayoutConstraint.Attribute = isHorizontal ? (absolute ? .right : .trailing) : .bottom
        // A view's end (`before`) or start (`after`), or the superview's opposite edge at `|`.
        func edge(of item: AnyObject?, isAfter: Bool, margin: Bool) throws(VisualFormatFailure) -> (AnyObject, NSLayoutConstraint.Attribute)
        {
            if let item { return (item, isAfter ? (baselines ? .firstBaseline : startEdge) : (baselines ? .lastBaseline : endEdge)) }
            let edge = isAfter ? endEdge : startEdge
            return (try superview(of: earlier ?? later), margin ? edge.withinMargins : edge)
        }
        for predicate in connection {
            let margin = predicate.isStandardSpace
            let (beforeItem, beforeAttribute) = try edge(of: before, isAfter: false, margin: margin)
            let (afterItem, afterAttribute) = try edge(of: after, isAfter: true, margin: margin)
            let space = margin ? (before == nil || after == nil ? 0 : NSLayoutConstraint.standardSpacing) : predicate.constant
            constraints.append(make(afterItem, afterAttribute, predicate, to: beforeItem, beforeAttribute, constant: space))
        }
        guard let before, let after else { return }
        try align(before, after)
    }

    /// `before.attribute == after.attribute` for each alignment option, in the order of the
    /// attributes' raw values; an alignment along the line's own axis is refused.
    mutating func align(_ before: AnyObject, _ after: AnyObject) throws(VisualFormatFailure) {
        for bit in 1...12 where options.rawValue & (1 << UInt(bit)) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: bit) else { continue }
            let alongX = attribute.kind == .xPosition || attribute.kind == .width
            if alongX == isHorizontal {
                let axis = isHorizontal ? "horizontal" : "vertical"
                throw failure(
                    "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also "
                        + "\(axis).")
            }
            alignments.append(
                NSLayoutConstraint(
                    item: before, attribute: attribute, relatedBy: .equal, toItem: after, attribute: attribute, multiplier: 1,
                    constant: 0))
        }
    }

    /// The superview an edge `|` stands for: `item`'s layout parent.
    func superview(of item: AnyObject?) throws(VisualFormatFailure) -> UIView {
        guard let parent = (item as? any AutoLayoutItem)?.layoutParent else {
            throw failure("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return parent
    }

    /// `first.attr1 ⋈ second.attr2 + constant` at the predicate's relation and priority.
    func make(
        _ first: AnyObject, _ attr1: NSLayoutConstraint.Attribute, _ predicate: VisualFormatPredicate, to second: AnyObject?,
        _ attr2: NSLayoutConstraint.Attribute, constant: CGFloat
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: attr1, relatedBy: predicate.relation, toItem: second, attribute: attr2, multiplier: 1,
            constant: constant)
        constraint.priority = predicate.priority
        return constraint
    }
}

extension NSLayoutConstraint {
    /// The constraints one line of Auto Layout's visual format language describes
    /// (`constraints(withVisualFormat:options:metrics:views:)`), inactive: activate them with
    /// ``activate(_:)``.
    ///
    /// `H:|-[a]-[b(==a)]-|` gives `a.leading == margins.leading`, `b.leading == a.trailing + 8`,
    /// `b.width == a.width`, `margins.trailing == b.trailing` (the grammar, the constraints and
    /// their order: VisualFormatParser+Line.swift). `metrics` names numbers, `views` names the
    /// views and layout guides. A string UIKit refuses raises `NSInvalidArgumentException`
    /// there, with its reason and a caret under the position it reached; here that exception
    /// is recorded in ``LayoutConstraintLog`` and the answer is empty. So is one whose number
    /// is not finite (UIKit's exception for the constant is recorded). `open` in UIKit; `public`
    /// here (a class method of an extension cannot be overridden without Objective-C).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let prefix = "Unable to parse constraint format: "
        let refuse = { (reason: String) -> [NSLayoutConstraint] in
            LayoutConstraintLog.raise(UIKitException(reason: prefix + reason, name: "NSInvalidArgumentException"))
            return []
        }
        guard !format.isEmpty else { return refuse("It's an empty string.") }
        let text = Array(format.utf8)
        guard text.allSatisfy({ $0 < 0x80 }) else { return refuse("It contains non-ASCII characters.") }
        var parser = VisualFormatParser(text: text, options: opts, metrics: metrics ?? [:], views: views)
        do {
            try parser.parseLine()
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            return refuse("\n\(error.reason) \n\(format) \n\(caret)")
        }
        // A number that is not finite: the constraint recorded UIKit's exception, which ends the call there.
        guard !parser.constraints.contains(where: \.isMalformed) else { return [] }
        return parser.constraints
    }
}

extension NSLayoutConstraint.Attribute {
    /// The same edge of the layout margins (`leading` → `leadingMargin`).
    fileprivate var withinMargins: Self {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}
