// Which image an image view shows at the clock's time: a frame of its animation images while
// it animates, a frame of an animated image, else its image (docs/REFERENCE.md §24.9).
extension UIImageView {
    /// The images ``startAnimating()`` cycles through now: ``highlightedAnimationImages``
    /// while highlighted when there are some, else ``animationImages``.
    var cycledImages: [UIImage] {
        if isHighlighted, let highlighted = highlightedAnimationImages, !highlighted.isEmpty { return highlighted }
        return animationImages ?? []
    }

    /// The animation image shown now, while animating; nil when stopped or past the last pass.
    var animationFrame: UIImage? {
        guard let imageAnimation else { return nil }
        let images = cycledImages
        let pass = ImageFrameCycle.passDuration(animationDuration, count: images.count)
        guard let index = imageAnimation.index(count: images.count, pass: pass, repeatCount: animationRepeatCount) else {
            return nil
        }
        return images[index]
    }

    /// What the view draws now: the animation frame while animating, else the frame of an
    /// animated image due now (cycling for ever), else the image.
    var shownImage: UIImage? {
        if let frame = animationFrame { return frame }
        guard let image = currentImage else { return nil }
        guard let frames = image.images, !frames.isEmpty, let cycle = animatedImageCycle else { return image }
        let pass = ImageFrameCycle.passDuration(image.duration, count: frames.count)
        guard let index = cycle.index(count: frames.count, pass: pass, repeatCount: 0) else { return image }
        return frames[index]
    }
}
