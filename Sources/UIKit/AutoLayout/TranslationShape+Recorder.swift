import ConstraintSolver

extension TranslationShape {
    /// Writes a sync's translation over its items' positions as the sync translates.
    struct Recorder {
        /// Each walked view's index, by identity.
        private var viewIndices: [ObjectIdentifier: Int32] = [:]
        /// Each guide's index, by identity.
        private var guideIndices: [ObjectIdentifier: Int32] = [:]
        /// What is recorded so far; nil once something cannot be (the tree's shape).
        private var recorded: TranslationShape?

        /// A recorder for a sync that walked `views` (its root first).
        init(views: [UIView]) {
            var shape = TranslationShape()
            viewIndices.reserveCapacity(views.count)
            for (index, view) in views.enumerated() { viewIndices[ObjectIdentifier(view)] = Int32(index) }
            shape.parents.reserveCapacity(views.count)
            for (index, view) in views.enumerated() {
                // A view whose layout parent is not walked (only the root's may be) is not recorded.
                let parent = view.layoutParent.flatMap { viewIndices[ObjectIdentifier($0)] }
                guard index == 0 || parent != nil else { return }
                shape.parents.append(parent ?? -1)
            }
            recorded = shape
        }

        /// The record, once every constraint is recorded; nil when the tree cannot be.
        var shape: TranslationShape? { recorded }

        /// Records the next constraint met: its terms over positions when `translator` read
        /// only its items' variables to find `sum`, else that it is translated every time.
        mutating func record(_ constraint: NSLayoutConstraint, translator: Translator, sum: (terms: [Term], constant: Double)?) {
            guard recorded != nil else { return }
            let entry = sum.flatMap { sum in
                translator.readsMoreThanVariables ? nil : recording(constraint, translator: translator, terms: sum.terms)
            }
            recorded?.constraints.append(entry)
        }

        /// `constraint`'s record; nil when an item is not one the record can name.
        private mutating func recording(_ constraint: NSLayoutConstraint, translator: Translator, terms: [Term]) -> Recorded? {
            guard let container = constraint.container.flatMap({ viewIndices[ObjectIdentifier($0)] }),
                let first = side(constraint.firstItem, constraint.firstAttribute, constraint.firstOrigin)
            else { return nil }
            var second: Side?
            if let item = constraint.secondItem {
                guard let side = side(item, constraint.secondAttribute, constraint.secondOrigin) else { return nil }
                second = side
            }
            var touched: [Int32] = []
            touched.reserveCapacity(translator.touched.count)
            for item in translator.touched {
                guard let index = index(of: item) else { return nil }
                touched.append(index)
            }
            var shapes: [TermShape] = []
            shapes.reserveCapacity(terms.count)
            for term in terms {
                guard let shape = Self.shape(of: term, among: translator.touched, at: touched) else { return nil }
                shapes.append(shape)
            }
            return Recorded(
                container: container, first: first, second: second, multiplier: constraint.multiplier,
                mirrored: translator.isMirrored, terms: shapes, touched: touched)
        }

        /// `term` over the index of the item among `items` (at `indices`) whose variable it holds.
        private static func shape(of term: Term, among items: [AutoLayoutItem], at indices: [Int32]) -> TermShape? {
            for (item, index) in zip(items, indices) {
                let variables = item.layoutVariables
                let slot: UInt8? =
                    switch term.variable {
                    case variables.minX: 0
                    case variables.minY: 1
                    case variables.width: 2
                    case variables.height: 3
                    default: nil
                    }
                if let slot { return TermShape(item: index, variable: slot, coefficient: term.coefficient) }
            }
            return nil
        }

        /// A side of a constraint by its items' indices; nil when one has none.
        private mutating func side(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ origin: AnchorOrigin?) -> Side? {
            guard let item = layoutItem(object), let index = index(of: item) else { return nil }
            guard let origin else { return Side(item: index, attribute: attribute, origin: -1, originAttribute: .notAnAttribute) }
            guard let start = layoutItem(origin.item), let originIndex = self.index(of: start) else { return nil }
            return Side(item: index, attribute: attribute, origin: originIndex, originAttribute: origin.attribute)
        }

        /// A walked view's index, or a guide's (numbered after the views as they are met, when
        /// its owning view was walked); nil for anything else.
        private mutating func index(of item: AutoLayoutItem) -> Int32? {
            let id = ObjectIdentifier(item)
            if let index = viewIndices[id] ?? guideIndices[id] { return index }
            guard item is UILayoutGuide, let count = recorded.map({ $0.parents.count + $0.guideOwners.count }),
                let owner = item.layoutParent.flatMap({ viewIndices[ObjectIdentifier($0)] })
            else { return nil }
            let index = Int32(count)
            recorded?.guideOwners.append(owner)
            guideIndices[id] = index
            return index
        }
    }
}
