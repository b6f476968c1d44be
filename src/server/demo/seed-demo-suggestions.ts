import { count, eq } from 'drizzle-orm';
import { usernameKey } from '../auth-kit/present-user';
import type { Db } from '../db/database';
import { suggestionLikes, suggestions, users } from '../db/schema';

const MINUTE = 60_000;

// Spec: four samples created 30 minutes to 6 hours ago with 5, 8, 3 and 12 likes, the second liked.
const SAMPLES = [
  {
    authorName: 'Murat Aksoy',
    message: 'Analiz raporlarını Excel formatında da indirebilmek çok işimize yarar.',
    minutesAgo: 30,
    likes: 5,
  },
  {
    authorName: 'Elif Kara',
    message: 'Mobil cihazlarda hat başında kullanım için arayüz daha da sadeleştirilebilir.',
    minutesAgo: 120,
    likes: 8,
    likedByAdmin: true,
  },
  {
    authorName: 'Hakan Yıldız',
    message: 'Kalıp bakım geçmişi ile 8D raporlarının ilişkilendirilmesi faydalı olur.',
    minutesAgo: 240,
    likes: 3,
  },
  {
    authorName: 'Selin Öztürk',
    message: 'Cp/Cpk sonuçlarını vardiya bazında karşılaştırabileceğimiz bir grafik eklenmeli.',
    minutesAgo: 360,
    likes: 12,
  },
];

/** Seeds the sample suggestions once, on an empty table. */
export async function seedDemoSuggestions(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(suggestions);
  if ((existing?.n ?? 0) > 0) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameKey, usernameKey('admin')))
    .limit(1);
  for (const s of SAMPLES) {
    // The admin's like is a real row (so admin sees it as liked); the rest were given before the platform.
    const realLike = s.likedByAdmin && admin ? 1 : 0;
    const [row] = await db
      .insert(suggestions)
      .values({
        authorName: s.authorName,
        message: s.message,
        baseLikes: s.likes - realLike,
        createdAt: new Date(Date.now() - s.minutesAgo * MINUTE),
      })
      .returning({ id: suggestions.id });
    if (row && realLike && admin)
      await db.insert(suggestionLikes).values({ suggestionId: row.id, userId: admin.id });
  }
}
