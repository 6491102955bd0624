import Testing

@testable import HitScopeEngine

/// The `CGAffineTransform` layout, composition order and inversion the coordinates rely on.
@Suite struct AffineTransformTests {
  @Test func applyUsesTheCGLayout() {
    let m = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // x' = a x + c y + tx, y' = b x + d y + ty
    #expect(m.apply(Point(1, 1)) == Point(9, 12))
    #expect(m.apply(Point(2, 0)) == Point(7, 10))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = AffineTransform.scale(2, 3)
    let move = AffineTransform.translation(10, 0)
    #expect(scale.concatenating(move).apply(Point(1, 1)) == Point(12, 3))
    #expect(move.concatenating(scale).apply(Point(1, 1)) == Point(22, 3))
  }

  @Test(arguments: [
    (90.0, Point(0, 1)), (180.0, Point(-1, 0)), (270.0, Point(0, -1)), (-90.0, Point(0, -1)),
    (360.0, Point(1, 0)), (450.0, Point(0, 1)),
  ])
  func quarterTurnsAreExactAndClockwiseOnAYDownScreen(degrees: Double, image: Point) {
    // +x turns towards +y, which points down on screen: clockwise.
    #expect(AffineTransform.rotation(degrees: degrees).apply(Point(1, 0)) == image)
  }

  @Test func otherAnglesFollowCosineAndSine() {
    let p = AffineTransform.rotation(degrees: 30).apply(Point(2, 0))
    #expect(close(p, Point(3.0.squareRoot(), 1), tolerance: 1e-12))
  }

  @Test func inverseUndoesTheMap() throws {
    let m = AffineTransform.rotation(degrees: 37).concatenating(.scale(2, 0.5))
      .concatenating(.translation(-3, 8))
    let inverse = try #require(m.inverted)
    let p = Point(12.5, -7.25)
    #expect(close(inverse.apply(m.apply(p)), p, tolerance: 1e-12))
    #expect(close(m.concatenating(inverse).apply(p), p, tolerance: 1e-12))
  }

  @Test(arguments: [
    AffineTransform.scale(0, 1), .scale(1e-7, 1e-6),
    AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
    AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
  ])
  func singularMapsHaveNoInverse(m: AffineTransform) {
    #expect(m.inverted == nil)
  }

  @Test func nearlySingularButAboveTheLimitInverts() {
    // |det| = 2e-12 is just above the 1e-12 limit.
    #expect(AffineTransform.scale(2e-6, 1e-6).inverted != nil)
  }

  @Test func boundingBoxOfARotatedRectangle() {
    let box = AffineTransform.rotation(degrees: 90).boundingBox(
      of: Rect(x: 0, y: 0, width: 4, height: 2))
    #expect(box == Rect(x: -2, y: 0, width: 2, height: 4))
  }

  @Test func axisAlignmentAndIdentity() {
    #expect(AffineTransform.identity.isIdentity)
    #expect(AffineTransform.scale(2, 3).isAxisAligned)
    #expect(!AffineTransform.rotation(degrees: 45).isAxisAligned)
    #expect(AffineTransform.rotation(degrees: 90).determinant == 1)
  }
}
