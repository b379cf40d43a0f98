/** Outcome of the last save, shown as a notice above the save button. */
export type SaveResult =
	| { status: 'idle' }
	| { status: 'success' }
	| { status: 'error'; message: string };

/** The texts of a settings screen, translated by the package that shows them (its own text domain). */
export interface SettingTexts {
	/** Shown when the option could not be read and the error says nothing. */
	loadFailed: string;
	/** Shown when a save failed and the error says nothing. */
	saveFailed: string;
	/** The success notice of a save, "Settings saved." on every screen (as WordPress core). */
	saved: string;
	/** The submit button, "Save changes" on every screen of the bundle (as WordPress core). */
	saveLabel: string;
}

/** Outcome of an admin action that answers a value (an import: what it took), shown as a notice. */
export type ActionResult< Value > =
	| { status: 'idle' }
	| { status: 'success'; value: Value }
	| { status: 'error'; message: string };
