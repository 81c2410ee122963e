/// A function that turns a colour into another (`UIConfigurationColorTransformer`, iOS 14),
/// applied by a configuration to the colour it resolves, such as
/// ``UIBackgroundConfiguration/backgroundColorTransformer``. UIKit's ready-made
/// transformers (`grayscale`, `preferredTint`, `monochromeTint`) are not provided: UIKit
/// documents none of their colours.
public struct UIConfigurationColorTransformer {
    /// The function (`transform`).
    public let transform: (UIColor) -> UIColor

    /// A transformer applying `transform` (`init(_:)`).
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    /// `transform` applied to `input` (`callAsFunction(_:)`).
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}

/// A transformer held by a configuration, equal only to itself: functions cannot be
/// compared, so two configurations are equal only when they share the transformer they
/// were given (copies of one configuration do).
final class ColorTransformerBox: Hashable {
    /// The transformer.
    let transformer: UIConfigurationColorTransformer

    /// A box holding `transformer`.
    init(_ transformer: UIConfigurationColorTransformer) { self.transformer = transformer }

    static func == (lhs: ColorTransformerBox, rhs: ColorTransformerBox) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
