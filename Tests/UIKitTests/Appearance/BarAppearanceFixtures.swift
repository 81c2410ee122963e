import CollectionRendering
import PNGCodec
import UIKit

/// An opaque bar appearance of `color` with a hairline shadow of `shadow` (green by default,
/// nil for none), for the bar appearance tests.
@MainActor func opaque<Appearance: UIBarAppearance>(_ color: UIColor, shadow: UIColor? = .green) -> Appearance {
    let appearance = Appearance(idiom: .phone)
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    appearance.shadowColor = shadow
    return appearance
}

/// `window` laid out and drawn at scale 1, for the bar tests' pixels.
@MainActor func windowPixels(_ window: UIWindow) throws -> RGBAImage {
    window.layoutIfNeeded()
    return try OutputFormat.png.pixels(of: DisplayList(view: window, scale: 1))
}

/// The 390 × 844 phone window over a red root view holding `bar`, for the bar drawing tests.
@MainActor func redPhoneWindow(holding bar: UIView) -> UIWindow {
    let root = UIViewController()
    root.view.backgroundColor = .red
    root.view.addSubview(bar)
    return phoneWindow(root: root)
}
