// Puppeteer must never download its own Chrome: the download is not reachable from our
// machines and a failed download rolls back `npm install`. We use Debian's chromium
// (installed by scripts/ensure-chromium.sh) instead.
/** @type {import("puppeteer").Configuration} */
module.exports = {
  skipDownload: true,
};
