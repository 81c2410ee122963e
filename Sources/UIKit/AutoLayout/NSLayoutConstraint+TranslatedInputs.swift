extension NSLayoutConstraint {
    /// What a change of frame can change in one of UIKit's own constraints (a size pin, an
    /// autoresizing-mask constraint, a system guide's edge): its constant, its multiplier and
    /// its second item. Two equal values translate alike (the items' attributes and the
    /// hierarchy between them being the same), so an engine need not hear of it.
    struct TranslatedInputs: Equatable {
        /// The constraint.
        let constraint: NSLayoutConstraint
        let constant: CGFloat
        let multiplier: CGFloat
        let secondItem: ObjectIdentifier?

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.constraint === rhs.constraint && lhs.constant == rhs.constant && lhs.multiplier == rhs.multiplier
                && lhs.secondItem == rhs.secondItem
        }
    }

    /// The constraint's `TranslatedInputs` as they are now.
    var translatedInputs: TranslatedInputs {
        TranslatedInputs(
            constraint: self, constant: storedConstant, multiplier: storedMultiplier,
            secondItem: storedSecondItem.map { ObjectIdentifier($0) })
    }
}
