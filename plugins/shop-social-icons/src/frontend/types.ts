/**
 * The texts PHP hands the core (`<script type="application/json" id="shop-social-icons-core">`), translated there,
 * so the core needs no i18n script of its own.
 */
export interface CoreTexts {
	copied: string;
	copyFailed: string;
}

/** What a `<button data-shop-social-icons-share="…">` does, and whether this browser can do it. */
export interface ShareAction {
	available: () => boolean;
	run: ( button: HTMLButtonElement ) => void;
}
