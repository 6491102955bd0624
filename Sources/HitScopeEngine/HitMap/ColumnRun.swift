/// A run of pixel columns of one row (or of a band of rows) over which a region test has one
/// answer: the unit of the hit map's region-based filling.
struct ColumnRun {
  /// First column of the run.
  var lo: Int32
  /// One past the last column.
  var hi: Int32
  var state: State

  enum State: UInt8 {
    /// Outside the region at every pixel of the run (and every row of the band).
    case outside
    /// Inside at every pixel.
    case inside
    /// Not decided analytically: pixels here are tested one by one.
    case unknown
    /// The winding of a general outline is the same over the run but not yet known: one exact
    /// test at any pixel of the run decides it.
    case constant
  }
}
