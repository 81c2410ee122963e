extension UIView {
    /// `size` rounded up to the pixels of the view's display (`traitCollection.displayScale`),
    /// as UIKit rounds intrinsic sizes. Within a millionth of a pixel counts as on it: fixed
    /// metrics such as 5 × 0.6 · 17 come out a rounding error above the whole number they are.
    func roundedUpToPixels(_ size: CGSize) -> CGSize {
        let scale = UIView.pixelScale(traitCollection.displayScale)
        func pixels(_ length: CGFloat) -> CGFloat { (length * scale - 1e-6).rounded(.up) / scale }
        return CGSize(width: pixels(size.width), height: pixels(size.height))
    }
}
