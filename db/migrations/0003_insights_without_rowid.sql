-- Decision 021: insights_daily becomes a WITHOUT ROWID table, so its primary key
-- (ad_account_id, date) is the table itself and one ad account's days always sit together,
-- however the rows arrived (the daily refresh and the catch-up append one row per account per
-- day). drizzle cannot declare WITHOUT ROWID: this hand-written rebuild keeps the columns of
-- db/schema/insights.ts, and tests/integration/db/insights-table.test.ts fails if a later
-- generated migration rebuilds the table without it.
CREATE TABLE `__new_insights_daily` (
	`ad_account_id` integer NOT NULL,
	`date` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`spend` real DEFAULT 0 NOT NULL,
	`unique_clicks` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	`interactions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ad_account_id`, `date`),
	FOREIGN KEY (`ad_account_id`) REFERENCES `ad_accounts`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_insights_daily` (`ad_account_id`, `date`, `clicks`, `impressions`, `spend`, `unique_clicks`, `cost`, `interactions`)
  SELECT `ad_account_id`, `date`, `clicks`, `impressions`, `spend`, `unique_clicks`, `cost`, `interactions` FROM `insights_daily`;
--> statement-breakpoint
DROP TABLE `insights_daily`;
--> statement-breakpoint
ALTER TABLE `__new_insights_daily` RENAME TO `insights_daily`;
