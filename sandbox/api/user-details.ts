import { Router } from 'express';
import { z } from 'zod';
import { addressLineFields } from '../../shared/api/address-lookup.ts';
import { CONTACT_OPTION_TYPES } from '../../shared/api/contact-options.ts';
import type { SandboxContext } from '../context.ts';
import { formatPostcode } from '../domain/addresses.ts';
import {
  type AddressInput,
  type ContactOptions,
  contactOptionsOf,
  findUserDetails,
  saveContactOptions,
  saveUserDetails,
  toUserAddress,
} from '../domain/user-details.ts';
import { findPerson } from '../domain/persons.ts';
import { callerOf, requireCaller } from './auth.ts';
import { badRequest, notFound, parseBody } from './http.ts';
import { requireChallenge } from './two-factor.ts';

// usermanagement v1.0 (spec 2 §3 User details, Contact options; §5 Edit personal details; §7). Paths are the
// sandbox's choice (shared/api/account-area.ts). The update is under two-factor and checked as the bank would:
// the rules of spec 2 §5, before a passcode is spent. Names are not changed by this call (a change of name needs
// evidence at a branch): the ones sent are ignored. Outcomes by e-mail address: failed.update@example.com answers
// ResponseStatus 'Failed', unknown.update@example.com 'Pending' (neither; nothing is stored for either), anything
// else stores the details and answers 'Success'.

export const FAILED_UPDATE_EMAIL = 'failed.update@example.com';
export const UNKNOWN_UPDATE_EMAIL = 'unknown.update@example.com';

const text = z.string().nullish();
const addressBody = z
  .object({
    ...addressLineFields,
    FlatNumber: text,
    PostCode: text,
    Organisation: text,
    PoBox: text,
    SuiteNumber: text,
    HomeStatus: text,
  })
  .loose();

const flag = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])]);

const updateBody = z
  .object({
    EmailAddress: text,
    HomeNumber: text,
    WorkNumber: text,
    MobileNumber: text,
    PrimaryContactNumber: text,
    Address: addressBody.nullish(),
    CorrespondenceAddress: addressBody.nullish(),
    ExtendedProperties: z.unknown().optional(),
    Options: z.array(z.object({ Type: z.enum(CONTACT_OPTION_TYPES), Value: flag }).loose()).nullish(),
  })
  .loose();

type UpdateBody = z.infer<typeof updateBody>;
type FieldError = { Path: string; Message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A UK telephone number: 0 or +44 then 9 or 10 digits; spaces, dashes and brackets allowed between. */
const PHONE = /^(?:\+44|0)\d{9,10}$/;
/** A county name: letters, spaces, hyphens, apostrophes, full stops. */
// The portal's own rule (shared/forms/edit-personal-details.ts), so a value the form accepts is never refused here.
const PLACE_NAME = /^\p{L}[\p{L}\p{M} .,'’&()-]*$/u;

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** Spec 2 §5's rules; each broken one as { Path, Message }. */
export function updateErrors(body: UpdateBody): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (Path: string, Message: string) => errors.push({ Path, Message });
  if (!filled(body.EmailAddress)) fail('EmailAddress', 'Required');
  else if (!EMAIL.test(body.EmailAddress.trim()) || body.EmailAddress.length > 254)
    fail('EmailAddress', 'Not a valid e-mail address');
  for (const field of ['HomeNumber', 'WorkNumber', 'MobileNumber'] as const) {
    const value = body[field];
    if (!filled(value)) fail(field, 'Required');
    else if (!PHONE.test(value.replace(/[\s()-]/g, ''))) fail(field, 'Not a valid UK telephone number');
  }
  if (filled(body.PrimaryContactNumber) && !PHONE.test(body.PrimaryContactNumber.replace(/[\s()-]/g, '')))
    fail('PrimaryContactNumber', 'Not a valid UK telephone number');
  for (const name of ['Address', 'CorrespondenceAddress'] as const) {
    const address = body[name];
    if (!address) {
      fail(name, 'Required');
      continue;
    }
    const tooLong = (field: keyof typeof address, max: number) => {
      const value = address[field];
      if (typeof value === 'string' && value.trim().length > max)
        fail(`${name}.${field}`, `At most ${max} characters`);
    };
    if (!filled(address.BuildingName) && !filled(address.BuildingNumber) && !filled(address.FlatNumber))
      fail(`${name}.BuildingNumber`, 'A house name, flat number or house number is required');
    if (!filled(address.AddressLine1)) fail(`${name}.AddressLine1`, 'Required');
    if (!filled(address.PostTown)) fail(`${name}.PostTown`, 'Required');
    if (!filled(address.County)) fail(`${name}.County`, 'Required');
    else if (!PLACE_NAME.test(address.County.trim())) fail(`${name}.County`, 'Not a valid county name');
    if (!filled(address.PostCode)) fail(`${name}.PostCode`, 'Required');
    else if (!formatPostcode(address.PostCode)) fail(`${name}.PostCode`, 'Not a UK postcode');
    tooLong('BuildingName', 50);
    tooLong('BuildingNumber', 50);
    tooLong('FlatNumber', 50);
    tooLong('AddressLine1', 100);
    tooLong('AddressLine2', 100);
    tooLong('PostTown', 60);
    tooLong('County', 60);
  }
  return errors;
}

function addressOf(body: z.infer<typeof addressBody>): AddressInput {
  return { ...body, PostCode: body.PostCode ? (formatPostcode(body.PostCode) ?? body.PostCode) : null };
}

const asBoolean = (value: boolean | string) => value === true || String(value).toLowerCase() === 'true';

export function userDetailsRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post('/usermanagement/v1.0/user/details', requireCaller(ctx), (req, res) => {
    const { userId } = callerOf(req).customer;
    const details = findUserDetails(db, userId);
    if (!details) {
      notFound(res, 'User details not found');
      return;
    }
    // UserId and the date of birth are for the short application (shared/api/short-apply.ts): the applicant.
    res.json({
      ...details,
      UserId: userId,
      ExtendedProperties: { DateOfBirth: findPerson(db, userId)?.dateOfBirth ?? null },
    });
  });

  router.post('/usermanagement/v1.0/user/contactoptions', requireCaller(ctx), (req, res) => {
    const options = contactOptionsOf(db, callerOf(req).customer.userId);
    res.json({ ContactOptions: CONTACT_OPTION_TYPES.map((Type) => ({ Type, Value: options[Type] })) });
  });

  router.post('/usermanagement/v1.0/user/details/update', requireCaller(ctx), (req, res) => {
    const body = parseBody(updateBody, req, res);
    if (!body) return;
    const errors = updateErrors(body);
    if (errors.length > 0) {
      badRequest(res, 'The user details are not valid', errors);
      return;
    }
    const personId = callerOf(req).customer.userId;
    const current = findUserDetails(db, personId);
    if (!current) {
      notFound(res, 'User details not found');
      return;
    }
    if (!requireChallenge(ctx, req, res, personId)) return;

    const email = (body.EmailAddress as string).trim();
    if (email.toLowerCase() === FAILED_UPDATE_EMAIL) {
      res.json({ ResponseStatus: 'Failed' });
      return;
    }
    if (email.toLowerCase() === UNKNOWN_UPDATE_EMAIL) {
      res.json({ ResponseStatus: 'Pending' });
      return;
    }
    const mobile = (body.MobileNumber as string).trim();
    saveUserDetails(
      db,
      personId,
      {
        Title: current.Title,
        FirstName: current.FirstName,
        MiddleName: current.MiddleName,
        Surname: current.Surname,
        EmailAddress: email,
        HomeNumber: (body.HomeNumber as string).trim(),
        WorkNumber: (body.WorkNumber as string).trim(),
        MobileNumber: mobile,
        PrimaryContactNumber: body.PrimaryContactNumber?.trim() || mobile,
        Address: toUserAddress(addressOf(body.Address as z.infer<typeof addressBody>)),
        CorrespondenceAddress: toUserAddress(
          addressOf(body.CorrespondenceAddress as z.infer<typeof addressBody>),
        ),
      },
      ctx.clock().toISOString(),
    );
    if (body.Options) {
      const options: Partial<ContactOptions> = {};
      for (const option of body.Options) options[option.Type] = asBoolean(option.Value);
      saveContactOptions(db, personId, options);
    }
    res.json({ ResponseStatus: 'Success' });
  });

  return router;
}
