/**
 * Types of GET and POST /shop-consent/v1/import (includes/Rest/ImportController.php).
 */

/**
 * Internal dependencies
 */
import type { ShopConsentSettings } from '../types';

/** One of our settings fields with the value the import gives it. */
export interface ImportValue {
	/** Path in the settings, e.g. "texts.accept". */
	field: string;
	label: string;
	/** The key of GDPR Cookie Compliance it comes from. */
	source: string;
	value: string | number;
	current: string | number | null;
}

/** A key found but not imported, and why. */
export interface SkippedKey {
	source: string;
	reason: string;
}

/** GET: what was found and what an import would do. */
export interface ImportPreview {
	found: boolean;
	/** Name of the option read. */
	option: string;
	/** Why the option could not be read. */
	error?: string;
	changes?: ImportValue[];
	unchanged?: ImportValue[];
	skipped?: SkippedKey[];
}

/** POST: what was imported and the settings as now stored. */
export interface ImportResult {
	imported: number;
	changes: ImportValue[];
	skipped: SkippedKey[];
	settings: ShopConsentSettings;
}
