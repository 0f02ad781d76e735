// Filters the gallery's brands by display name, org code or host prefix. A classic script (not a
// module) because the gallery is opened from disk, where module scripts are blocked.
(function () {
  var box = document.getElementById('filter-box');
  var input = document.getElementById('filter');
  var count = document.getElementById('filter-count');
  var items = Array.prototype.slice.call(document.querySelectorAll('[data-search]'));
  var sections = items.filter(function (el) {
    return el.tagName === 'SECTION';
  });
  box.hidden = false;
  input.addEventListener('input', function () {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    items.forEach(function (el) {
      var text = el.getAttribute('data-search');
      var hit = words.every(function (word) {
        return text.indexOf(word) !== -1;
      });
      el.hidden = !hit;
      if (hit && el.tagName === 'SECTION') shown += 1;
    });
    count.textContent = shown + ' of ' + sections.length + ' brands shown';
  });
})();
