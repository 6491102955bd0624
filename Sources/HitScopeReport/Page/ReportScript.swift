/// The page's only script: a link to a probe or finding that the "failures only" filter hides
/// (a passing probe, a warning) switches the filter back to everything, so that the link shows
/// what it names.
enum ReportScript {
  static let javascript: StaticString = """
    (function () {
      function reveal() {
        var id = decodeURIComponent(location.hash.slice(1));
        var target = id ? document.getElementById(id) : null;
        if (!target || !target.closest(".ok")) return;
        var all = document.getElementById("filter-all");
        if (all && !all.checked) { all.checked = true; target.scrollIntoView(); }
      }
      window.addEventListener("hashchange", reveal);
      window.addEventListener("DOMContentLoaded", reveal);
    })();
    """
}
