import ConstraintSolver

extension TranslationShape {
    /// A record replayed over another tree of its shape: each constraint met is checked
    /// against the record and given the recorded terms over this tree's items.
    struct Replay {
        /// What a constraint met turned out to be.
        enum Outcome {
            /// Its parts, from the record; `touched` is its entry's (items by index).
            case replayed([LayoutEngine.Definition], touched: [Int32])
            /// The record translates it every time.
            case unrecorded
            /// It differs from the record (which then does not hold for the rest).
            case differs
        }

        private let shape: TranslationShape
        /// The walked views, in walk order.
        private let views: [UIView]
        /// The guides by index less the views' count, bound as constraints name them.
        private var guides: [UILayoutGuide?]
        /// Each item's variables, once read.
        private var variables: [LayoutVariables?]
        /// Whether each walked view's alignment insets are zero: 0 not yet read, 1 zero, 2 not.
        private var plainInsets: [UInt8]
        /// Whether each item was handed out by ``firstTouch(_:)`` already.
        private var touchedBefore: [Bool]

        /// A replay of `shape` over a sync that walked `views`; nil when the tree's shape differs
        /// (another number of views, or a view under another layout parent).
        init?(_ shape: TranslationShape, views: [UIView]) {
            guard views.count == shape.parents.count else { return nil }
            for index in views.indices.dropFirst() where views[index].layoutParent !== views[Int(shape.parents[index])] { return nil }
            self.shape = shape
            self.views = views
            guides = Array(repeating: nil, count: shape.guideOwners.count)
            variables = Array(repeating: nil, count: views.count + shape.guideOwners.count)
            plainInsets = Array(repeating: 0, count: views.count)
            touchedBefore = Array(repeating: false, count: views.count + shape.guideOwners.count)
        }

        /// The item at `index` the first time a replayed constraint touches it; nil after that
        /// (or for a guide not bound).
        ///
        /// A performance measure: every constraint's touched items take part in the sync, and
        /// most constraints touch items others touched before; taking part again changes nothing,
        /// so the sync is handed each item once instead of looking it up in its members each time.
        mutating func firstTouch(_ index: Int32) -> AutoLayoutItem? {
            guard !touchedBefore[Int(index)], let item = item(index) else { return nil }
            touchedBefore[Int(index)] = true
            return item
        }

        /// The item at `index`: a walked view, or a guide once bound.
        func item(_ index: Int32) -> AutoLayoutItem? {
            let index = Int(index)
            return index < views.count ? views[index] : guides[index - views.count]
        }

        /// The `position`th constraint the sync met (skipped ones not counted), replayed.
        @MainActor mutating func replay(_ constraint: NSLayoutConstraint, at position: Int, directions: inout Translator.Directions)
            -> Outcome
        {
            guard position < shape.constraints.count else { return .differs }
            guard let entry = shape.constraints[position] else { return .unrecorded }
            guard let container = constraint.container, container === views[Int(entry.container)],
                constraint.multiplier == entry.multiplier,
                matches(entry.first, constraint.firstItem, constraint.firstAttribute, constraint.firstOrigin)
            else { return .differs }
            if let second = entry.second {
                guard matches(second, constraint.secondItem, constraint.secondAttribute, constraint.secondOrigin) else { return .differs }
            } else if constraint.secondItem != nil {
                return .differs
            }
            let directional =
                entry.first.attribute.isDirectional || entry.first.originAttribute.isDirectional
                || (entry.second.map { $0.attribute.isDirectional || $0.originAttribute.isDirectional } ?? false)
            guard (directional && directions.isRightToLeft(container)) == entry.mirrored else { return .differs }
            // The items' alignment insets (which the translator reads unless the constraint is
            // structural) must still be zero.
            if !constraint.isStructural {
                guard hasPlainInsets(entry.first), entry.second.map({ hasPlainInsets($0) }) ?? true else { return .differs }
            }
            for index in entry.touched where item(index) == nil { return .differs }
            var terms: [Term] = []
            terms.reserveCapacity(entry.terms.count)
            for term in entry.terms {
                guard let variables = variables(of: term.item) else { return .differs }
                let variable =
                    switch term.variable {
                    case 0: variables.minX
                    case 1: variables.minY
                    case 2: variables.width
                    default: variables.height
                    }
                terms.append(Term(variable, coefficient: term.coefficient))
            }
            // No insets, margins or baselines: the constant is the constraint's alone (as the
            // translator works it out: 0 less it).
            let parts = Translator.parts(of: constraint, terms: terms, constant: 0 - Double(constraint.constant))
            return .replayed(parts, touched: entry.touched)
        }

        /// Whether `object` with `attribute` and `origin` is the recorded `side` (binding a
        /// guide the first time its index is met).
        private mutating func matches(
            _ side: Side, _ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ origin: AnchorOrigin?
        ) -> Bool {
            guard attribute == side.attribute, bind(side.item, to: object) else { return false }
            guard let origin else { return side.origin < 0 }
            return side.origin >= 0 && origin.attribute == side.originAttribute && bind(side.origin, to: origin.item)
        }

        /// Whether `object` is the item at `index`: the walked view there, or the guide bound
        /// there — bound now when none is yet, if `object` is a guide of the recorded owning
        /// view not bound elsewhere.
        private mutating func bind(_ index: Int32, to object: AnyObject?) -> Bool {
            guard let object else { return false }
            let index = Int(index)
            if index < views.count { return object === views[index] }
            let slot = index - views.count
            if let guide = guides[slot] { return object === guide }
            guard let guide = object as? UILayoutGuide, guide.layoutParent === views[Int(shape.guideOwners[slot])],
                !guides.contains(where: { $0 === guide })
            else { return false }
            guides[slot] = guide
            return true
        }

        /// The variables of the item at `index` (nil for a guide not bound).
        private mutating func variables(of index: Int32) -> LayoutVariables? {
            if let known = variables[Int(index)] { return known }
            let found = item(index)?.layoutVariables
            variables[Int(index)] = found
            return found
        }

        /// Whether the items of `side` have no alignment insets.
        private mutating func hasPlainInsets(_ side: Side) -> Bool {
            hasPlainInsets(side.item) && (side.origin < 0 || hasPlainInsets(side.origin))
        }

        /// Whether the item at `index` has no alignment insets (a guide has none).
        private mutating func hasPlainInsets(_ index: Int32) -> Bool {
            let index = Int(index)
            guard index < views.count else { return true }
            if plainInsets[index] == 0 { plainInsets[index] = views[index].layoutAlignmentInsets == .zero ? 1 : 2 }
            return plainInsets[index] == 1
        }
    }
}
