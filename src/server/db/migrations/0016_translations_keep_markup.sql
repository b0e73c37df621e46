-- Translations stored before markup-looking text (tags, entities) was kept as written may hold
-- it translated ('<guión>'): drop those of messages with '<' or '&', made again when next read.
DELETE FROM "message_translations" AS t
USING "messages" AS m
WHERE t."message_id" = m."id" AND (m."content" LIKE '%<%' OR m."content" LIKE '%&%');
