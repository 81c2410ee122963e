import CollectionRendering

/// A blur of what lies beneath a ``UIVisualEffectView``, tinted by its style (`UIBlurEffect`).
///
/// Drawn as Apple's published image-effects model: a Gaussian blur (σ = the blur radius, in
/// points), a saturation change, then the style's tint over it, inside the view's rounded
/// shape (docs/REFERENCE.md §22.8). Apple published the numbers of three styles — light,
/// extra light and dark (the `UIImage+ImageEffects` sample, WWDC 2013); every other style
/// draws as the nearest of them. Deliberate differences: the effect is an approximation of
/// iOS's private backdrop filters; adaptive styles (`regular`, `prominent`, the materials)
/// draw their light appearance (there is no dark trait here); the blur sees what is drawn
/// beneath the view in the same picture.
open class UIBlurEffect: UIVisualEffect {
    /// The effect's style.
    let blurStyle: Style

    /// A blur effect of a style (`init(style:)`).
    public init(style: Style) {
        blurStyle = style
        super.init()
    }

    /// A blur effect's look (`UIBlurEffect.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A very light blur (`extraLight`).
        case extraLight = 0
        /// A light blur (`light`).
        case light = 1
        /// A dark blur (`dark`).
        case dark = 2
        /// The regular blur, adapting to the interface style (`regular`, iOS 10).
        case regular = 4
        /// A more opaque blur, adapting to the interface style (`prominent`, iOS 10).
        case prominent = 5
        /// The most translucent material (`systemUltraThinMaterial`, iOS 13).
        case systemUltraThinMaterial = 6
        /// A thin material (`systemThinMaterial`).
        case systemThinMaterial = 7
        /// The default material (`systemMaterial`).
        case systemMaterial = 8
        /// A thick material (`systemThickMaterial`).
        case systemThickMaterial = 9
        /// The material of system chrome (`systemChromeMaterial`).
        case systemChromeMaterial = 10
        /// `systemUltraThinMaterial`, always light (`systemUltraThinMaterialLight`).
        case systemUltraThinMaterialLight = 11
        /// `systemThinMaterial`, always light (`systemThinMaterialLight`).
        case systemThinMaterialLight = 12
        /// `systemMaterial`, always light (`systemMaterialLight`).
        case systemMaterialLight = 13
        /// `systemThickMaterial`, always light (`systemThickMaterialLight`).
        case systemThickMaterialLight = 14
        /// `systemChromeMaterial`, always light (`systemChromeMaterialLight`).
        case systemChromeMaterialLight = 15
        /// `systemUltraThinMaterial`, always dark (`systemUltraThinMaterialDark`).
        case systemUltraThinMaterialDark = 16
        /// `systemThinMaterial`, always dark (`systemThinMaterialDark`).
        case systemThinMaterialDark = 17
        /// `systemMaterial`, always dark (`systemMaterialDark`).
        case systemMaterialDark = 18
        /// `systemThickMaterial`, always dark (`systemThickMaterialDark`).
        case systemThickMaterialDark = 19
        /// `systemChromeMaterial`, always dark (`systemChromeMaterialDark`).
        case systemChromeMaterialDark = 20
    }

    /// What the effect draws: its style's published model (light, extra light or dark).
    var backdrop: LayerBackdrop {
        switch blurStyle {
        case .light, .regular, .systemUltraThinMaterial, .systemThinMaterial, .systemUltraThinMaterialLight, .systemThinMaterialLight:
            return Self.light
        case .extraLight, .prominent, .systemMaterial, .systemThickMaterial, .systemChromeMaterial, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            return Self.extraLight
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
            .systemChromeMaterialDark:
            return Self.dark
        }
    }

    /// `applyLightEffect`: blur radius 30, white at 0.3, saturation 1.8.
    static let light = LayerBackdrop(
        filter: BackdropFilter(radius: 30, saturation: 1.8), tint: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
    /// `applyExtraLightEffect`: blur radius 20, white 0.97 at 0.82, saturation 1.8.
    static let extraLight = LayerBackdrop(
        filter: BackdropFilter(radius: 20, saturation: 1.8), tint: Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.82))
    /// `applyDarkEffect`: blur radius 20, white 0.11 at 0.73, saturation 1.8.
    static let dark = LayerBackdrop(
        filter: BackdropFilter(radius: 20, saturation: 1.8), tint: Color(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73))
}
