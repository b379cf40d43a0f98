/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { ImportPreview, ImportResult } from './types';

const PATH = '/shop-consent/v1/import';

/** What an import from GDPR Cookie Compliance would do. */
export const fetchImportPreview = () =>
	apiFetch< ImportPreview >( { path: PATH } );

/** Imports; the answer holds the settings as stored. */
export const runImport = () =>
	apiFetch< ImportResult >( { path: PATH, method: 'POST' } );
