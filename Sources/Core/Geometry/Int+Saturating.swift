extension Int {
    /// The integer nearest `value` that an `Int` can hold: `value` truncated toward zero, clamped
    /// to `Int.min ... Int.max`; NaN is 0. For numbers from outside (touch points, options),
    /// which `Int(_:)` would trap on when they are too large.
    ///
    /// ```swift
    /// Int(saturating: 1e20)    // Int.max
    /// Int(saturating: -2.7)    // -2
    /// Int(saturating: .nan)    // 0
    /// ```
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
