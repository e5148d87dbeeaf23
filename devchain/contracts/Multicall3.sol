// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A Multicall3-compatible batcher for the local chain: the same ABI as the canonical
/// Multicall3, so viem and the widget use it at 0xcA11bde05977b3631167028862bE2a173976CA11
/// exactly as on a public chain. Only the read-side functions the widget and viem use.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate(Call[] calldata calls) external payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success, "Multicall3: call failed");
            returnData[i] = data;
        }
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls) public payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess) require(success, "Multicall3: call failed");
            results[i] = Result(success, data);
        }
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            // Same failure semantics as Multicall3: a failing call only reverts the batch when
            // the caller did not allow it to fail.
            require(success || calls[i].allowFailure, "Multicall3: call failed");
            results[i] = Result(success, data);
        }
    }

    function getEthBalance(address addr) external view returns (uint256) {
        return addr.balance;
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getChainId() external view returns (uint256) {
        return block.chainid;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }

    function getBasefee() external view returns (uint256) {
        return block.basefee;
    }
}
