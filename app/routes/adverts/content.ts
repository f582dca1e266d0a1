/** The advert pages of spec 1 §1/§2: their default copy lives in shared/messages/adverts.ts (managed content). */
export { ADVERTS, type Advert } from '#shared/messages/adverts.ts';
