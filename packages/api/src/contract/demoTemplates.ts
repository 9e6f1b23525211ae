// The demo space's reply templates (spec §7 GET v1/templates), seeded by the
// reference server (apps/server/src/seed/templates.ts) and read by its tests and the e2e tests: a few for every
// network, a few for one network, one for one account, and one longer than X's 280 characters (spec §9), so the
// composer's counter shows a template that does not fit there. Plain data, no MSW (as hostileCorpus.ts).

/** The demo VK account (the server's seed/objects.ts) that has a template of its own. */
export const DEMO_TEMPLATE_ACCOUNT = 'Кофейня «Зерно» ВКонтакте';

/** provider null: every network; ofAccount: only for DEMO_TEMPLATE_ACCOUNT. */
export type DemoTemplate = { name: string; text: string; provider: string | null; ofAccount?: true };

/** Longer than X's 280 characters (spec §9); the MSW fixtures serve it too (mocks/fixtures.ts). */
export const DEMO_LONG_TEMPLATE: DemoTemplate = {
  name: 'Извинения за задержку доставки',
  text:
    'Здравствуйте! Приносим искренние извинения за задержку доставки. В часы пик курьеры перегружены, и ваш заказ ' +
    'задержался дольше, чем мы обещали. Мы уже вернули стоимость доставки на вашу карту, а к следующему заказу ' +
    'добавим десерт в подарок: назовите курьеру номер этого обращения. Если что-то ещё пошло не так, напишите нам ' +
    'в личные сообщения, и мы разберёмся в тот же день.',
  provider: null,
};

export const DEMO_SPACE_TEMPLATES: readonly DemoTemplate[] = [
  { name: 'Приветствие', text: 'Здравствуйте! Спасибо, что написали нам. Чем мы можем помочь?', provider: null },
  {
    name: 'Спасибо за отзыв',
    text: 'Спасибо за ваш отзыв! Нам очень важно ваше мнение, мы обязательно передадим его команде.',
    provider: null,
  },
  {
    name: 'Уточним и вернёмся',
    text: 'Спасибо за вопрос! Уточним детали и вернёмся с ответом в течение часа.',
    provider: null,
  },
  DEMO_LONG_TEMPLATE,
  {
    name: 'Акция для подписчиков',
    text: 'Подписчикам сообщества — скидка 10% на любой напиток по промокоду ВК10 до конца месяца.',
    provider: 'vk',
  },
  {
    name: 'Меню и часы работы',
    text: 'Актуальное меню и часы работы кофейни — в закреплённом посте нашего сообщества.',
    provider: 'vk',
    ofAccount: true,
  },
  { name: 'Ответили в личку', text: 'Спасибо! Ответили вам в личных сообщениях 🙌', provider: 'twitter' },
  {
    name: 'Ответ на оценку',
    text: 'Благодарим за оценку! Будем рады снова видеть вас в кофейне на Тверской.',
    provider: 'gmaps',
  },
  {
    name: 'Ошибка исправлена',
    text: 'Спасибо, что сообщили! Мы исправили эту ошибку в версии 2.4 — обновите, пожалуйста, приложение.',
    provider: 'appstore',
  },
  {
    name: 'Оператор скоро ответит',
    text: 'Записали ваш вопрос: оператор ответит в этом чате в течение 15 минут.',
    provider: 'telegram',
  },
];
