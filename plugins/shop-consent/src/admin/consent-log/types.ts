/**
 * Types of the consent log's admin endpoints (includes/Rest/LogAdminController.php, includes/Log/LogRow.php).
 */

/**
 * Internal dependencies
 */
import type { ChartDay } from '../charts/types';

/** accept all = every optional category allowed, reject = none, custom = the rest. */
export type DecisionKind = 'accept_all' | 'reject' | 'custom';

/** One logged decision. */
export interface LogEntry {
	/** HMAC-SHA256 of the consent id (includes/Log/ConsentIdHash.php): the log never holds the id. */
	consent_hash: string;
	/** ISO 8601, UTC. */
	time: string;
	decision: DecisionKind;
	strict: 0 | 1;
	thirdparty: 0 | 1;
	advanced: 0 | 1;
	consent_version: number;
	text_version: number;
	region: string;
	source: string;
}

/** One page of a search. */
export interface LogPage {
	entries: LogEntry[];
	total: number;
	totalPages: number;
}

/** GET log/rates: every day of the range with one count per decision kind. */
export interface RatesResponse {
	from: string;
	to: string;
	days: ChartDay[];
}
