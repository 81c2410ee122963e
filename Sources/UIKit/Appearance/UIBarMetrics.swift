/// The heights a bar's customizations are set for (`UIBarMetrics`), with UIKit's raw values.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of standard height (`default`).
    case `default` = 0
    /// A bar of compact height, an iPhone in landscape (`compact`).
    case compact = 1
    /// A standard bar with a prompt (`defaultPrompt`).
    case defaultPrompt = 101
    /// A compact bar with a prompt (`compactPrompt`).
    case compactPrompt = 102
}
