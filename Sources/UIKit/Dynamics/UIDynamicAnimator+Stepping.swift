import CollectionAnimation

// The animator's steps on the animation clock (docs/REFERENCE.md §24.7): 60 a second at the
// multiples of 1/60 s, like a display link; each describes the behaviours as a
// `DynamicsWorld`, steps it 1/60 s, writes the centres and rotations back, calls the behaviours' actions,
// tells collision delegates, invalidates a collection view layout whose items moved, and
// pauses once every item is at rest.

extension UIDynamicAnimator {
    /// The simulation's fixed step: 1/60 s.
    static let stepInterval = 1.0 / 60

    /// Starts stepping, if it is not already, telling the delegate first.
    func resume() {
        guard stepping == nil, !behaviors.isEmpty else { return }
        let clock = AnimationClock.current
        let step = Self.stepInterval
        // The next multiple of the step after now (a millionth of a step's slack, so a time
        // that is a multiple already is not taken again through rounding).
        let first = ((clock.time / step + 1e-6).rounded(.down) + 1) * step
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        let token = clock.scheduleRepeating(every: step, startingAt: first) { [weak self] _ in
            guard let self else { return false }
            return self.step()
        }
        stepping = (clock, token)
    }

    /// Stops stepping and tells the delegate.
    func pause() {
        if let stepping { stepping.clock.cancel(stepping.token) }
        stepping = nil
        guard isRunning else { return }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Runs one step; false when the animator paused.
    func step() -> Bool {
        let items = allItems
        guard !items.isEmpty else {
            pause()
            return false
        }
        var indices: [ObjectIdentifier: Int] = [:]
        var bodies: [DynamicsWorld.Body] = []
        bodies.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let id = ObjectIdentifier(item)
            indices[id] = index
            let center = item.center, size = item.bounds.size
            var body = DynamicsWorld.Body(
                center: SIMD2(Double(center.x), Double(center.y)), size: SIMD2(Double(size.width), Double(size.height)),
                velocity: velocities[id] ?? .zero)
            body.angle = Self.angle(of: item.transform)
            body.angularVelocity = angularVelocities[id] ?? 0
            // `.path` collides as the bounds rectangle (docs/REFERENCE.md §24.12).
            body.shape = item.collisionBoundsType == .ellipse ? .ellipse : .rectangle
            bodies.append(body)
        }
        var world = DynamicsWorld(bodies: bodies)
        let lookup: (any UIDynamicItem) -> Int? = { indices[ObjectIdentifier($0)] }
        let all = behaviors.flatMap(\.tree)
        // Item properties first: forces divide by the masses they set.
        for behavior in all where behavior is UIDynamicItemBehavior { behavior.contribute(to: &world, body: lookup) }
        var groupOwners: [UICollisionBehavior] = []
        for behavior in all where !(behavior is UIDynamicItemBehavior) {
            behavior.contribute(to: &world, body: lookup)
            if let collision = behavior as? UICollisionBehavior {
                while groupOwners.count < world.collisionGroups.count { groupOwners.append(collision) }
            }
        }
        world.step(by: Self.stepInterval)
        var moved = false
        var kept: [ObjectIdentifier: SIMD2<Double>] = [:]
        var keptAngular: [ObjectIdentifier: Double] = [:]
        for (index, item) in items.enumerated() {
            let body = world.bodies[index]
            kept[ObjectIdentifier(item)] = body.velocity
            if body.angularVelocity != 0 { keptAngular[ObjectIdentifier(item)] = body.angularVelocity }
            let center = CGPoint(x: body.center.x, y: body.center.y)
            if center != item.center {
                item.center = center
                moved = true
            }
            if body.angle != bodies[index].angle {
                item.transform = CGAffineTransform(rotationAngle: CGFloat(body.angle))
                moved = true
            }
        }
        velocities = kept
        angularVelocities = keptAngular
        elapsed += Self.stepInterval
        report(world.contacts, items: items, owners: groupOwners)
        for behavior in all { behavior.action?() }
        if moved, let layout = collectionViewLayout { layout.invalidateLayout() }
        guard world.isAtRest else { return true }
        pause()
        return false
    }

    /// Adds `velocity` to the item's (a dynamic item behaviour's `addLinearVelocity`).
    func addVelocity(_ velocity: SIMD2<Double>, to item: any UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else { return }
        velocities[ObjectIdentifier(item), default: .zero] += velocity
        resume()
    }

    /// The item's velocity now.
    func velocity(of item: any UIDynamicItem) -> SIMD2<Double> { velocities[ObjectIdentifier(item)] ?? .zero }

    /// Adds `velocity` (radians per second) to the item's angular velocity (a dynamic item
    /// behaviour's `addAngularVelocity`).
    func addAngularVelocity(_ velocity: Double, to item: any UIDynamicItem) {
        guard velocity.isFinite else { return }
        angularVelocities[ObjectIdentifier(item), default: 0] += velocity
        resume()
    }

    /// The item's angular velocity now, in radians per second.
    func angularVelocity(of item: any UIDynamicItem) -> Double { angularVelocities[ObjectIdentifier(item)] ?? 0 }

    /// The rotation of a transform, the only part of it UIKit Dynamics uses: atan2(b, a)
    /// (docs/REFERENCE.md §24.10); 0 for a transform that is not finite.
    static func angle(of transform: CGAffineTransform) -> Double {
        let angle = atan2(Double(transform.b), Double(transform.a))
        return angle.isFinite ? angle : 0
    }
}
