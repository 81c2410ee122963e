extension BinaryFloatingPoint {
    /// The value where it is finite and not negative, else 0: the one rule for a duration,
    /// delay, length or width read from input, where a negative, infinite or NaN value
    /// counts as 0.
    @inlinable package var nonNegativeFinite: Self { isFinite ? max(0, self) : 0 }
}
