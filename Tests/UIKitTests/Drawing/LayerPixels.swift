import CollectionRendering
import PNGCodec
import UIKit

/// A root layer of `size` filled with `background` holding `sublayers`, drawn as PNG pixels
/// at @1x.
func layerPixels(
    _ size: CGSize, _ sublayers: [CALayer], background: CGColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
) throws -> RGBAImage {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.backgroundColor = background
    for layer in sublayers { root.addSublayer(layer) }
    return try OutputFormat.png.pixels(of: DisplayList(layer: root, scale: 1))
}

/// A layer filling `frame` with `color`.
func filledLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// Makes `spinner` the spinner of docs/REFERENCE.md §22.19: four red dots 8 × 8 around a
/// 40 × 40 replicator, at (20, 6), (34, 20), (20, 34) and (6, 20) (a quarter turn apart about
/// the centre), each fading from opacity 1 to 0 over 1 s, repeating, `delay` apart; the
/// dot's model opacity is 0.
func startSpinner(_ spinner: CAReplicatorLayer, delay: Double) {
    let dot = filledLayer(CGRect(x: 16, y: 2, width: 8, height: 8), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    dot.opacity = 0
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.repeatCount = .infinity
    dot.add(fade, forKey: "fade")
    spinner.addSublayer(dot)
    spinner.instanceCount = 4
    spinner.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    spinner.instanceDelay = delay
}

/// Where `startSpinner(_:delay:)`'s dots are, instance 0 first.
let spinnerDots = [(20, 6), (34, 20), (20, 34), (6, 20)]
