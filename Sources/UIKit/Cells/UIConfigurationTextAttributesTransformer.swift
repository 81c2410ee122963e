import Foundation

/// A function that turns a text's attributes into others
/// (`UIConfigurationTextAttributesTransformer`, iOS 15), applied by a configuration to the
/// attributes it draws a text with, such as
/// `UIButton.Configuration.titleTextAttributesTransformer`: it gets a container
/// with the font and colour the text would be drawn in and returns those to draw it in.
public struct UIConfigurationTextAttributesTransformer {
    /// The function (`transform`).
    public let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer applying `transform` (`init(_:)`).
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    /// `transform` applied to `input` (`callAsFunction(_:)`).
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

extension Optional where Wrapped == UIConfigurationTextAttributesTransformer {
    /// The font and colour to draw a text in that would be drawn in `font` and `color`: the
    /// transformer's output where it sets them, else the input; the input without one.
    func fontAndColor(_ font: UIFont, _ color: UIColor) -> (font: UIFont, color: UIColor) {
        guard let transformer = self else { return (font, color) }
        var input = AttributeContainer()
        input.font = font
        input.foregroundColor = color
        let output = transformer(input)
        return (output.font ?? font, output.foregroundColor ?? color)
    }
}
