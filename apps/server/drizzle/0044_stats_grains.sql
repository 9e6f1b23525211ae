-- Hand-written (docs/stats.md "Grains and cubes"): the sums per seven and per 28 days (grains 604800, 2419200,
-- counted from the epoch) added up from the day rows the sums already hold, and cube 7 (the channel alone) from cube
-- 1 and cube 8 (the accounts) from cube 6 at every grain, as the writes and the recount now keep them.
INSERT INTO "stats_sums" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, received, replies, replied, closed_with_reply, closed_without_reply)
SELECT space_id, cube, 604800, (bucket / 604800) * 604800, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, sum(received)::integer, sum(replies)::integer, sum(replied)::integer, sum(closed_with_reply)::integer, sum(closed_without_reply)::integer
FROM "stats_sums" WHERE grain = 86400
GROUP BY space_id, cube, (bucket / 604800) * 604800, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment;--> statement-breakpoint
INSERT INTO "stats_sums" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, received, replies, replied, closed_with_reply, closed_without_reply)
SELECT space_id, cube, 2419200, (bucket / 2419200) * 2419200, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, sum(received)::integer, sum(replies)::integer, sum(replied)::integer, sum(closed_with_reply)::integer, sum(closed_without_reply)::integer
FROM "stats_sums" WHERE grain = 604800
GROUP BY space_id, cube, (bucket / 2419200) * 2419200, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment;--> statement-breakpoint
INSERT INTO "stats_sum_times" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin, count)
SELECT space_id, cube, 604800, (bucket / 604800) * 604800, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin, sum(count)::integer
FROM "stats_sum_times" WHERE grain = 86400
GROUP BY space_id, cube, (bucket / 604800) * 604800, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin;--> statement-breakpoint
INSERT INTO "stats_sum_times" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin, count)
SELECT space_id, cube, 2419200, (bucket / 2419200) * 2419200, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin, sum(count)::integer
FROM "stats_sum_times" WHERE grain = 604800
GROUP BY space_id, cube, (bucket / 2419200) * 2419200, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin;--> statement-breakpoint
INSERT INTO "stats_sums" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, received, replies, replied, closed_with_reply, closed_without_reply)
SELECT space_id, 7, grain, bucket, channel, 0, 0, '', 0, 0, 0, '{}'::integer[], 0, 'none', sum(received)::integer, sum(replies)::integer, sum(replied)::integer, sum(closed_with_reply)::integer, sum(closed_without_reply)::integer
FROM "stats_sums" WHERE cube = 1
GROUP BY space_id, grain, bucket, channel;--> statement-breakpoint
INSERT INTO "stats_sum_times" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin, count)
SELECT space_id, 7, grain, bucket, channel, 0, 0, '', 0, 0, 0, '{}'::integer[], 0, 'none', bin, sum(count)::integer
FROM "stats_sum_times" WHERE cube = 1
GROUP BY space_id, grain, bucket, channel, bin;--> statement-breakpoint
INSERT INTO "stats_sums" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, received, replies, replied, closed_with_reply, closed_without_reply)
SELECT space_id, 8, grain, bucket, channel, object_id, company_id, provider, 0, 0, 0, '{}'::integer[], 0, 'none', sum(received)::integer, sum(replies)::integer, sum(replied)::integer, sum(closed_with_reply)::integer, sum(closed_without_reply)::integer
FROM "stats_sums" WHERE cube = 6
GROUP BY space_id, grain, bucket, channel, object_id, company_id, provider;--> statement-breakpoint
INSERT INTO "stats_sum_times" (space_id, cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin, count)
SELECT space_id, 8, grain, bucket, channel, object_id, company_id, provider, 0, 0, 0, '{}'::integer[], 0, 'none', bin, sum(count)::integer
FROM "stats_sum_times" WHERE cube = 6
GROUP BY space_id, grain, bucket, channel, object_id, company_id, provider, bin;
