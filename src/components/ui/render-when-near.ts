/**
 * Class names for a block of the page that the browser may skip while it is far from the view
 * (`content-visibility: auto`, decision 0040). A skipped block costs no style, layout or paint,
 * which is most of a long page's first-frame work on a phone; it stays in the accessibility
 * tree, in find-in-page and in print, and is drawn as it nears the view. Until it has been
 * drawn once it holds 900 px; after that, its last drawn height (`auto`). Not for what the
 * first screen always shows.
 */
export const RENDER_WHEN_NEAR = "[content-visibility:auto] [contain-intrinsic-size:auto_900px]";
