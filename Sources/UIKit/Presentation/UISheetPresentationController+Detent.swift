import Foundation

extension UISheetPresentationController {
    /// A height where a sheet rests (`UISheetPresentationController.Detent`, iOS 15):
    /// ``large()``, ``medium()`` or one that resolves its own value (``custom(identifier:resolver:)``,
    /// iOS 16). A detent's value is a height within the sheet's safe area (docs/REFERENCE.md §18.3).
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The name of a detent (`UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier named `rawValue` (`init(_:)`).
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent (`medium`).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent (`large`).
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name (`identifier`).
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The sheet at its full height (`large()`): the context's `maximumDetentValue`.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// The sheet at about half the screen's height (`medium()`): half the context's
        /// `maximumDetentValue` [chosen: Apple says "approximately half the height of the
        /// screen"], inactive in a compact height, as Apple documents.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue / 2
            }
        }

        /// A detent whose value `resolver` computes from the context (`custom(identifier:resolver:)`,
        /// iOS 16): a height within the sheet's safe area, or nil when the detent is inactive.
        /// Without an identifier the detent gets a random one, as UIKit's does.
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's value in `context` (`resolvedValue(in:)`, iOS 16), nil when inactive. A
        /// value that is not a number makes the detent inactive; one below 0 or above the
        /// maximum counts as 0 or the maximum [chosen: UIKit documents neither].
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), !value.isNaN else { return nil }
            return min(max(value, 0), max(context.maximumDetentValue, 0))
        }
    }
}

/// What a custom detent's resolver is given (`UISheetPresentationControllerDetentResolutionContext`, iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container view (`containerTraitCollection`).
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have (`maximumDetentValue`): the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(traits: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traits
        self.maximumDetentValue = maximumDetentValue
    }
}

/// Told when the sheet's selected detent changes (`UISheetPresentationControllerDelegate`, iOS 15).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user's drag changed the sheet's ``UISheetPresentationController/selectedDetentIdentifier``
    /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`); the app's own changes
    /// are not told.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Nothing, as when the optional method is left out.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
