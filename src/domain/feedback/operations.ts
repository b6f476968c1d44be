import { ZIdParams } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { ZCreateSuggestionRequest, ZLikeResult, ZSuggestion, ZSuggestionList } from './contract';

const tags = ['feedback'] as const;

/** 'Beni Geliştir' suggestions: list, post, like/unlike. */
export const feedbackOperations = {
  listSuggestions: defineOperation({
    method: 'GET',
    path: '/api/suggestions',
    tags,
    response: ZSuggestionList,
  }),
  createSuggestion: defineOperation({
    method: 'POST',
    path: '/api/suggestions',
    tags,
    body: ZCreateSuggestionRequest,
    response: ZSuggestion,
    status: 201,
  }),
  toggleLike: defineOperation({
    method: 'POST',
    path: '/api/suggestions/:id/like',
    tags,
    summary: 'Beğenir ya da beğeniyi geri alır',
    params: ZIdParams,
    response: ZLikeResult,
  }),
};
